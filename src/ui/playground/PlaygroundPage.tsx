import { useCallback, useState, type CSSProperties } from 'react';
import { useCodeDocument } from '../document/useCodeDocument';
import { useHydrated } from '../hooks/useHydrated';
import { EmbedButton } from '../embedDialog/EmbedButton';
import { pageRunner } from '../run/pageRunner';
import { useWorkbench } from '../run/useWorkbench';
import { EditorPanel } from '../workbench/EditorPanel';
import { RunViews } from '../views/RunViews';
import { RunControls } from '../workbench/RunControls';
import { FullScreenButton, useFullScreenEditor } from '../workbench/FullScreenEditor';
import { Splitter } from '../workbench/Splitter';
import { usePaneSize } from '../workbench/usePaneSize';
import { playgroundSavedText } from '../editor/statusText';
import { shareLink } from './codeHash';
import { appStorage } from '../persistence/safeStorage';
import type { Snippet } from '../persistence/snippets';
import { DeletedSnippetStatus } from './DeletedSnippetStatus';
import { RecentSnippets } from './RecentSnippets';
import { ShareButton } from './ShareButton';
import { usePlaygroundCode } from './usePlaygroundCode';
import './playground.css';

/** The editor's share of the width on a wide screen, in percent; the run's output takes the rest. */
const EDITOR_SIZE = { initial: 55, min: 25, max: 80 };

export function PlaygroundPage() {
  // Its code is this browser's (the address's hash, saved snippets): drawn once hydrated.
  if (!useHydrated())
    return (
      <div className="playground">
        <h1 className="visually-hidden">Playground</h1>
        <p className="lesson-loading lesson-loading--static">Loading the Playground…</p>
      </div>
    );
  return <PlaygroundWorkbench />;
}

function PlaygroundWorkbench() {
  const playground = usePlaygroundCode();
  const { codeDocument, unreadable, share } = playground;
  // The recent list names the snippet being edited by its code, before it is saved.
  const { text } = useCodeDocument(codeDocument);

  const { session, ready, runCode, markers, controls } = useWorkbench(pageRunner(), codeDocument);
  const editorSize = usePaneSize('playground-editor', EDITOR_SIZE.initial, EDITOR_SIZE.min, EDITOR_SIZE.max);
  const [full, setFull] = useFullScreenEditor();
  const [deleted, setDeleted] = useState<Snippet>();

  // Ctrl+S: the code goes into the address bar, and its share link onto the clipboard.
  const save = useCallback(async () => {
    share();
    const copied = await navigator.clipboard.writeText(shareLink(codeDocument.get().text)).then(
      () => true,
      () => false,
    );
    return playgroundSavedText(copied, appStorage.persistent);
  }, [codeDocument, share]);

  return (
    <div className={`playground${full ? ' workbench--full' : ''}`}>
      <h1 className="visually-hidden">Playground</h1>
      <div className="workbench__toolbar">
        <RunControls {...controls} />
        <span className="workbench__spacer" />
        <RecentSnippets
          snippets={playground.snippets}
          currentId={playground.id}
          currentUnsaved={!playground.saved}
          currentCode={text}
          onChoose={playground.choose}
          onNew={playground.startNew}
          onRename={playground.rename}
          onDelete={() => setDeleted(playground.remove())}
        />
        <ShareButton code={() => codeDocument.get().text} onShare={share} />
        <EmbedButton subject={() => ({ kind: 'code', code: codeDocument.get().text })} />
        <FullScreenButton full={full} onChange={setFull} />
      </div>

      <DeletedSnippetStatus
        deleted={deleted}
        onUndo={(snippet) => {
          playground.undoDelete(snippet);
          setDeleted(undefined);
        }}
        onDismiss={() => setDeleted(undefined)}
      />

      {unreadable && (
        <div className="alert" role="alert">
          <strong>This link's code could not be read,</strong> so the default example is shown. Nothing was lost: the
          link is unchanged in your address bar until you edit the code here.
        </div>
      )}

      <div className="playground__panes" style={{ '--editor-size': `${editorSize.value}%` } as CSSProperties}>
        <div className="playground__editor" id="playground-editor">
          <EditorPanel
            codeDocument={codeDocument}
            markers={markers}
            onRun={runCode}
            onSave={save}
            saveDoes="Save the code in the address bar and copy its share link"
            running={session.running}
            label="Playground code"
            loadMonaco={ready ? 'idle' : 'never'}
            documentId="playground"
            fill
          />
        </div>
        <Splitter
          label="Resize the code and the output"
          orientation="vertical"
          size={editorSize}
          min={EDITOR_SIZE.min}
          max={EDITOR_SIZE.max}
          controls="playground-editor"
        />
        <div className="playground__output">
          <RunViews events={session.events} running={session.running} record={session.record} />
        </div>
      </div>
    </div>
  );
}
