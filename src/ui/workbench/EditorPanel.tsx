import { CodeEditor, type EditorMarker } from '../editor/CodeEditor';
import { useTheme } from '../theme/ThemeContext';

interface EditorPanelProps {
  value: string;
  onChange(value: string): void;
  markers: EditorMarker[];
  onRun(): void;
  onSave?(): void;
  /** Accessible name of the text field, e.g. "Code for lesson 1". */
  label: string;
}

/** The Editor region. The editor draws its own frame, so the region adds none. */
export function EditorPanel({ value, onChange, markers, onRun, onSave, label }: EditorPanelProps) {
  const { theme } = useTheme();
  return (
    <section aria-label="Editor" className="editor-panel">
      <CodeEditor value={value} onChange={onChange} markers={markers} onRun={onRun} onSave={onSave} theme={theme} label={label} />
    </section>
  );
}
