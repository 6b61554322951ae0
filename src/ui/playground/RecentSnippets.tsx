import { retryableImport } from '../../platform/retryableImport';
import { useId, useRef, useState } from 'react';
import { DeleteIcon, RenameIcon } from '../icons';
import { onDemand } from '../lazy/onDemand';
import { snippetName, snippetTitle, type Snippet } from '../persistence/snippets';
// The starting points are whole programs: loaded when New is pressed, not with the page.
const NewSnippetDialog = onDemand(
  retryableImport(
    () => import('./NewSnippetDialog'),
    (module) => module.NewSnippetDialog,
  ),
);
// Renaming is rare: its field loads when Rename is pressed.
const SnippetNameField = onDemand(
  retryableImport(
    () => import('./SnippetNameField'),
    (module) => module.SnippetNameField,
  ),
);

interface RecentSnippetsProps {
  snippets: readonly Snippet[];
  currentId: string;
  /** The current snippet is not in the list yet (a fresh default example). */
  currentUnsaved: boolean;
  currentCode: string;
  onChoose(id: string): void;
  /** Starts a new snippet with this code. */
  onNew(code: string): void;
  /** Names the current snippet. */
  onRename(name: string): void;
  /** Deletes the current snippet (the page offers Undo). */
  onDelete(): void;
}

/**
 * The playground's recent snippets, kept in this browser: pick one to go back to it, rename or
 * delete the one shown, or start anew.
 */
export function RecentSnippets({
  snippets,
  currentId,
  currentUnsaved,
  currentCode,
  onChoose,
  onNew,
  onRename,
  onDelete,
}: RecentSnippetsProps) {
  const id = useId();
  const now = Date.now();
  const [choosing, setChoosing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [renamePresses, setRenamePresses] = useState(0);
  // Each press mounts the dialog afresh: after a failed download, pressing again fetches again.
  const [presses, setPresses] = useState(0);
  const newButton = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const current = snippets.find((snippet) => snippet.id === currentId);
  const currentName = current ? snippetName(current) : snippetTitle(currentCode);
  const stopRenaming = () => {
    setRenaming(false);
    // After the field is gone: focus goes back where renaming started.
    queueMicrotask(() => renameButton.current?.focus());
  };

  return (
    <span className="recent-snippets on-demand-anchor">
      {renaming ? (
        <SnippetNameField
          key={renamePresses}
          failure="Renaming could not be loaded (is the connection down?). Press Rename to try again."
          initial={currentName}
          onRename={(name) => {
            onRename(name);
            stopRenaming();
          }}
          onCancel={stopRenaming}
        />
      ) : (
        <>
          <label htmlFor={id} className="visually-hidden">
            Recent snippets
          </label>
          <select
            id={id}
            className="recent-snippets__select"
            value={currentId}
            onChange={(event) => onChoose(event.target.value)}
          >
            {currentUnsaved ? (
              <option value={currentId}>New snippet (saved once edited)</option>
            ) : (
              // Edited a moment ago and about to be saved: named already.
              !current && <option value={currentId}>{snippetTitle(currentCode)} · edited just now</option>
            )}
            {snippets.map((snippet) => (
              <option key={snippet.id} value={snippet.id}>
                {snippetName(snippet)} · {snippet.fromLink ? 'opened from a link' : 'edited'}{' '}
                {ago(now - snippet.updatedAt)}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        ref={renameButton}
        type="button"
        className="icon-button recent-snippets__action"
        aria-label="Rename snippet"
        title={`Rename “${currentName}”`}
        onClick={() => {
          setRenaming(true);
          setRenamePresses((n) => n + 1);
        }}
      >
        <RenameIcon />
      </button>
      <button
        type="button"
        className="icon-button recent-snippets__action"
        aria-label="Delete snippet"
        title={currentUnsaved ? 'Nothing to delete: this new snippet is saved once edited' : `Delete “${currentName}”`}
        disabled={currentUnsaved || renaming}
        onClick={onDelete}
      >
        <DeleteIcon />
      </button>
      <button
        ref={newButton}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => {
          setChoosing(true);
          setPresses((n) => n + 1);
        }}
        title="Start a new snippet from an example: SDK 1.x or SDK v2 (your snippets stay in the list)"
      >
        New
      </button>
      {choosing && (
        <NewSnippetDialog
          key={presses}
          failure="The New snippet dialog could not be loaded (is the connection down?). Press New to try again."
          onChoose={(point) => onNew(point.code)}
          onClose={() => {
            setChoosing(false);
            newButton.current?.focus();
          }}
        />
      )}
    </span>
  );
}

function ago(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
