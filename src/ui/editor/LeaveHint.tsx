import './keysHint.css';

// Tab indents in the editor, so a keyboard user needs to be told the way out: Escape, then Tab
// (monacoView.ts and the light view both release Tab after Escape). Shown while the editor has
// focus, over its lower right corner, taking no room; the code box is described by it.

export function LeaveHint({ id }: { id: string }) {
  return (
    <p id={id} className="editor-keys-hint editor-leave-hint">
      Press Esc, then Tab, to leave the editor
    </p>
  );
}
