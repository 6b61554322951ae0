// Which editor command a key press asks for (shared by the light view; Monaco registers the same
// chords through its own keybinding service: monaco/monacoView.ts), and the list the shortcuts
// help shows.

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

export interface Shortcut {
  /** Key chords; "Mod" is Ctrl, or ⌘ on Apple devices. Several entries are alternatives. */
  keys: string[];
  does: string;
  /** Only in the full editor (Monaco), not in the simple one used on touch screens. */
  fullEditorOnly?: boolean;
}

export function editorShortcuts(saveDoes: string): Shortcut[] {
  return [
    { keys: ['Mod+Enter'], does: 'Run the code' },
    { keys: ['Mod+S'], does: saveDoes },
    { keys: ['Escape, then Tab'], does: 'Leave the editor (Shift+Tab goes back)' },
    { keys: ['Tab', 'Shift+Tab'], does: 'Indent, outdent' },
    { keys: ['Mod+Z', 'Mod+Shift+Z'], does: 'Undo, redo' },
    { keys: ['Mod+Space'], does: 'Suggest what can come here', fullEditorOnly: true },
    { keys: ['Mod+Shift+Space'], does: 'Show the parameters of the call', fullEditorOnly: true },
    {
      keys: ['Mod+K Mod+I'],
      does: 'Show the type and docs under the cursor (or hover with the mouse)',
      fullEditorOnly: true,
    },
    { keys: ['F12', 'Mod+click'], does: 'Read the declaration (read-only)', fullEditorOnly: true },
    { keys: ['F8', 'Shift+F8'], does: 'Next, previous error', fullEditorOnly: true },
    { keys: ['Shift+Alt+F'], does: 'Format the code', fullEditorOnly: true },
    { keys: ['Alt+Z'], does: 'Wrap long lines, or stop wrapping them (remembered)', fullEditorOnly: true },
    { keys: ['Mod+F'], does: 'Find', fullEditorOnly: true },
  ];
}

/** "Mod+Shift+Z" as the learner's keyboard names it: "Ctrl+Shift+Z", or "⌘⇧Z" on Apple devices. */
export function keyLabel(keys: string, apple: boolean): string {
  if (!apple) return keys.replace(/Mod\+/g, 'Ctrl+');
  return keys
    .replace(/Mod\+/g, '⌘')
    .replace(/Shift\+/g, '⇧')
    .replace(/Alt\+/g, '⌥')
    .replace(/Ctrl\+/g, '⌃');
}
