import { useId } from 'react';
import type { CodeDocument } from '../document/codeDocument';
import { CodeEditor, type CodeEditorProps, type EditorMarker } from '../editor/CodeEditor';
import { LeaveHint } from '../editor/LeaveHint';
import { useTheme } from '../theme/ThemeContext';

interface EditorPanelProps {
  /** The code shown and edited. */
  codeDocument: CodeDocument;
  markers: EditorMarker[];
  onRun(): void;
  /** Ctrl+S in the editor; the text it returns says what it did (shown under the editor). */
  onSave?: CodeEditorProps['onSave'];
  /** For the shortcuts help: what Ctrl+S does here. */
  saveDoes?: string;
  /** A run is in progress (the editor says when it runs despite type errors). */
  running?: boolean;
  /** Accessible name of the text field, e.g. "Code for lesson 1". */
  label: string;
  /**
   * Monaco is large: it may start loading only once the page can already run code, so it never
   * competes with the sandbox for the network and the CPU. Default: load when idle.
   */
  loadMonaco?: CodeEditorProps['loadMonaco'];
  /** Which code this is, kept with its undo history for the visit (CodeEditor's documentId). */
  documentId?: string;
  /** The editor fills the pane it is given (a workbench split) instead of growing with the code. */
  fill?: boolean;
}

/** The Editor region. The editor draws its own frame, so the region adds none. */
export function EditorPanel({
  codeDocument,
  markers,
  onRun,
  onSave,
  saveDoes,
  running,
  label,
  loadMonaco,
  documentId,
  fill = false,
}: EditorPanelProps) {
  const { theme } = useTheme();
  const hintId = useId();
  return (
    <section aria-label="Editor" className={`editor-panel editor-leave-host${fill ? ' editor-panel--fill' : ''}`}>
      <CodeEditor
        codeDocument={codeDocument}
        markers={markers}
        onRun={onRun}
        onSave={onSave}
        saveDoes={saveDoes}
        running={running}
        editorBar
        theme={theme}
        label={label}
        loadMonaco={loadMonaco}
        describedBy={hintId}
        documentId={documentId}
      />
      <LeaveHint id={hintId} />
    </section>
  );
}
