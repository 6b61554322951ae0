// Which editor command a key press asks for. Shared by the light view; Monaco registers the same
// chords through its own keybinding service (monaco/monacoEditor.ts).

export type EditorCommand = 'run' | 'save';

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+Enter / Cmd+Enter runs, Ctrl+S / Cmd+S saves. Shift or Alt variants stay with the editor. */
export function commandForKey(press: KeyPress): EditorCommand | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey || press.shiftKey) return null;
  if (press.key === 'Enter') return 'run';
  if (press.key.toLowerCase() === 's') return 'save';
  return null;
}
