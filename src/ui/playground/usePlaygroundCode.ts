import { useCallback, useEffect, useRef, useState } from 'react';
import { createCodeDocument } from '../document/codeDocument';
import { useDocumentChanges } from '../document/useCodeDocument';
import { useDebounced } from '../hooks/useDebounced';
import {
  deleteSnippet,
  newSnippetId,
  readSnippets,
  renameSnippet,
  restoreSnippet,
  saveSnippet,
  type Snippet,
} from '../persistence/snippets';
import { storageKeys } from '../persistence/keys';
import { onOtherTabWrite } from '../persistence/otherTabs';
import { codeHash, readCodeHash } from './codeHash';
import { DEFAULT_EXAMPLE } from './defaultExample';

// The playground's code: one document, holding the snippet being edited, saved in this browser as
// the learner types and mirrored in the address bar (the share format). Opening /playground/ brings
// back the latest snippet; a share link opens as a snippet of its own, so it never overwrites the
// learner's.
// The tab's history entry remembers which snippet it shows, so a reload keeps editing that one.

const SAVE_DELAY_MS = 300;

/** The snippet the editor shows. */
interface Shown {
  id: string;
  /** In the recent list (the default example of a fresh start is not, until it is edited). */
  saved: boolean;
}

interface Current extends Shown {
  code: string;
}

interface Opened {
  current: Current;
  /** The address held a #code/ link that could not be read. */
  unreadable: boolean;
}

type HistoryState = { mcpTourSnippet?: string } | null;

function open(hash: string, list: readonly Snippet[], stateId: string | undefined): Opened {
  const read = readCodeHash(hash);
  if (read.kind === 'code') {
    const own = list.find((snippet) => snippet.id === stateId) ?? list.find((snippet) => snippet.code === read.code);
    if (own) return { current: { id: own.id, code: read.code, saved: true }, unreadable: false };
    const fromLink: Snippet = { id: newSnippetId(), code: read.code, updatedAt: Date.now(), fromLink: true };
    saveSnippet(fromLink);
    return { current: { id: fromLink.id, code: fromLink.code, saved: true }, unreadable: false };
  }
  const latest = read.kind === 'none' ? list[0] : undefined;
  if (latest) return { current: { id: latest.id, code: latest.code, saved: true }, unreadable: false };
  return {
    current: { id: newSnippetId(), code: DEFAULT_EXAMPLE, saved: false },
    unreadable: read.kind === 'unreadable',
  };
}

/** Puts the snippet's id in this history entry, and its code in the address (`'as-is'`: the address holds it already). */
function writeAddress(id: string, code: string | undefined | 'as-is'): void {
  const state: HistoryState = { ...(history.state as object | null), mcpTourSnippet: id };
  // Compressing is slow for long code (about half a second for 200,000 characters): not done twice.
  const url =
    code === 'as-is' ? location.href : code === undefined ? `${location.pathname}${location.search}` : codeHash(code);
  history.replaceState(state, '', url);
}

/** The code for the address, or 'as-is' when the address carries it already (opened from a #code/ link). */
const addressCode = (code: string) => (location.hash.startsWith('#code/') ? 'as-is' : code);

export function usePlaygroundCode() {
  const [opened] = useState(() => open(location.hash, readSnippets(), (history.state as HistoryState)?.mcpTourSnippet));
  const [codeDocument] = useState(() => createCodeDocument(opened.current.code));
  const [current, setCurrent] = useState<Shown>(() => ({ id: opened.current.id, saved: opened.current.saved }));
  const [unreadable, setUnreadable] = useState(opened.unreadable);
  const [snippets, setSnippets] = useState(readSnippets);
  const currentId = useRef(current.id);
  currentId.current = current.id;
  // The playground's own address: a save flushed as the learner leaves (a click on Lessons) stores the
  // snippet but must not write its #code/ into the next page's address.
  const ownPath = useRef(location.pathname);
  // Snippets the learner deleted: a save still pending for one must not bring it back (Undo does).
  const deleted = useRef(new Set<string>());

  // The address and the stored snippet change together, so a reload finds the snippet it shows.
  const store = useCallback((edit: { id: string; code: string }) => {
    if (deleted.current.has(edit.id)) return;
    // A save that was still pending when another snippet was opened must not take the address back.
    if (edit.id === currentId.current && location.pathname === ownPath.current) writeAddress(edit.id, edit.code);
    setSnippets(saveSnippet({ id: edit.id, code: edit.code, updatedAt: Date.now() }));
  }, []);
  const storeLater = useDebounced(store, SAVE_DELAY_MS);

  useEffect(() => {
    if (opened.current.saved && !opened.unreadable)
      writeAddress(opened.current.id, location.hash ? addressCode(opened.current.code) : undefined);
  }, [opened]);

  // The learner's edits are saved; opening another snippet puts its code in without saving it again.
  useDocumentChanges(codeDocument, ({ text, change }) => {
    if (change !== 'edit') return;
    setCurrent((previous) => (previous.saved ? previous : { ...previous, saved: true }));
    setUnreadable(false);
    storeLater({ id: currentId.current, code: text });
  });

  /** Shows another snippet: its code goes into the document as one change that Undo takes back. */
  const show = useCallback(
    (next: Current) => {
      setCurrent({ id: next.id, saved: next.saved });
      codeDocument.replace(next.code);
    },
    [codeDocument],
  );

  /** Opens another snippet of the list; the one being edited is saved first. */
  const choose = useCallback(
    (id: string) => {
      const snippet = readSnippets().find((entry) => entry.id === id);
      if (!snippet || id === currentId.current) return;
      if (current.saved) store({ id: currentId.current, code: codeDocument.get().text });
      writeAddress(snippet.id, snippet.code);
      show({ id: snippet.id, code: snippet.code, saved: true });
      setSnippets(readSnippets());
      setUnreadable(false);
    },
    [codeDocument, current.saved, show, store],
  );

  /** A fresh snippet from the default example; it joins the list when first edited. */
  const startNew = useCallback(
    (code: string = DEFAULT_EXAMPLE) => {
      if (current.saved) store({ id: currentId.current, code: codeDocument.get().text });
      const id = newSnippetId();
      writeAddress(id, undefined);
      show({ id, code, saved: false });
      setUnreadable(false);
    },
    [codeDocument, current.saved, show, store],
  );

  // Snippets saved in another tab join the list here (each save reads the list afresh, so neither tab's
  // snippets are written over by the other's).
  useEffect(() => onOtherTabWrite(storageKeys.playgroundSnippets, () => setSnippets(readSnippets())), []);

  // A link pasted into this tab's address bar changes only the hash: open its code too.
  useEffect(() => {
    const onHashChange = () => {
      const next = open(location.hash, readSnippets(), undefined);
      if (next.current.saved) writeAddress(next.current.id, addressCode(next.current.code));
      show(next.current);
      setUnreadable(next.unreadable);
      setSnippets(readSnippets());
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [show]);

  /** Sharing puts the code in the address bar too, replacing a link that could not be read. */
  const share = useCallback(() => {
    store({ id: currentId.current, code: codeDocument.get().text });
    setCurrent((previous) => ({ ...previous, saved: true }));
    setUnreadable(false);
  }, [codeDocument, store]);

  /** Names the snippet being edited; a fresh one joins the list with its name. */
  const rename = useCallback(
    (name: string) => {
      if (!current.saved) {
        store({ id: currentId.current, code: codeDocument.get().text });
        setCurrent((previous) => ({ ...previous, saved: true }));
      }
      setSnippets(renameSnippet(currentId.current, name));
    },
    [codeDocument, current.saved, store],
  );

  /**
   * Deletes the snippet being edited and opens the next one of the list (the one below it, else the
   * one above), or a fresh example when none is left. Returns the snippet as it was, for `undoDelete`.
   */
  const remove = useCallback((): Snippet | undefined => {
    // An edit still waiting to be saved is saved first: Undo brings the snippet back as it was shown.
    if (current.saved) store({ id: currentId.current, code: codeDocument.get().text });
    const list = readSnippets();
    const at = list.findIndex((entry) => entry.id === currentId.current);
    if (at === -1) return undefined;
    const removed = list[at];
    deleted.current.add(removed.id);
    const rest = deleteSnippet(removed.id);
    setSnippets(rest);
    const next = rest[Math.min(at, rest.length - 1)];
    if (next) {
      writeAddress(next.id, next.code);
      show({ id: next.id, code: next.code, saved: true });
    } else {
      const id = newSnippetId();
      writeAddress(id, undefined);
      show({ id, code: DEFAULT_EXAMPLE, saved: false });
    }
    setUnreadable(false);
    return removed;
  }, [codeDocument, current.saved, show, store]);

  /** Puts a deleted snippet back in its place in the list and opens it again. */
  const undoDelete = useCallback(
    (snippet: Snippet) => {
      // Saved only if it changed: saving makes it the newest, and the snippet back goes to its old place.
      const shown = readSnippets().find((entry) => entry.id === currentId.current);
      const text = codeDocument.get().text;
      if (current.saved && shown?.code !== text) store({ id: currentId.current, code: text });
      deleted.current.delete(snippet.id);
      setSnippets(restoreSnippet(snippet));
      writeAddress(snippet.id, snippet.code);
      show({ id: snippet.id, code: snippet.code, saved: true });
      setUnreadable(false);
    },
    [codeDocument, current.saved, show, store],
  );

  return {
    codeDocument,
    id: current.id,
    saved: current.saved,
    unreadable,
    snippets,
    choose,
    startNew,
    share,
    rename,
    remove,
    undoDelete,
  };
}
