import { CodeEditor, type CodeEditorProps, type EditorMarker } from '../editor/CodeEditor';
import { useTheme } from '../theme/ThemeContext';

interface EditorPanelProps {
  value: string;
  onChange(value: string): void;
  markers: EditorMarker[];
  onRun(): void;
  onSave?(): void;
  /** Accessible name of the text field, e.g. "Code for lesson 1". */
  label: string;
  /**
   * Monaco is large: it may start loading only once the page can already run code, so it never
   * competes with the sandbox for the network and the CPU. Default: load when idle.
   */
  loadMonaco?: CodeEditorProps['loadMonaco'];
}

/** The Editor region. The editor draws its own frame, so the region adds none. */
export function EditorPanel({ value, onChange, markers, onRun, onSave, label, loadMonaco }: EditorPanelProps) {
  const { theme } = useTheme();
  return (
    <section aria-label="Editor" className="editor-panel">
      <CodeEditor value={value} onChange={onChange} markers={markers} onRun={onRun} onSave={onSave} theme={theme} label={label} loadMonaco={loadMonaco} />
    </section>
  );
}
