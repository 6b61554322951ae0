// Editing a <textarea> so that the browser's own undo stack records the change.
// Assigning textarea.value would wipe that stack; execCommand('insertText') is the one way to
// make a scripted edit behave like typing (Ctrl+Z, the touch "undo" gesture and the Edit menu all see it).
import { smallestReplacement, type TextEdit } from './textEdits';

/** Applies an edit to a focused textarea as one undoable step and places the selection. */
export function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit): void {
  textarea.setSelectionRange(edit.start, edit.end);
  if (edit.start !== edit.end || edit.text !== '') {
    const expected = textarea.value.slice(0, edit.start) + edit.text + textarea.value.slice(edit.end);
    const done = document.execCommand(edit.text === '' ? 'delete' : 'insertText', false, edit.text);
    if (!done || textarea.value !== expected) {
      // No execCommand (or a browser that refused it): still edit, without undo, and tell listeners.
      textarea.value = expected;
      textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
    }
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

/**
 * Replaces the whole content from outside (Solve, Reset, an app-level Undo) as one undoable step.
 * execCommand only edits the focused element, so focus visits the textarea and then goes back.
 */
export function replaceUndoably(textarea: HTMLTextAreaElement, next: string): void {
  if (textarea.value === next) return;
  if (textarea.readOnly) {
    textarea.value = next;
    textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
    return;
  }
  const previouslyFocused = document.activeElement;
  const { scrollTop, scrollLeft } = textarea;
  if (previouslyFocused !== textarea) textarea.focus({ preventScroll: true });
  applyEdit(textarea, smallestReplacement(textarea.value, next));
  if (previouslyFocused !== textarea) {
    textarea.scrollTop = scrollTop;
    textarea.scrollLeft = scrollLeft;
    if (previouslyFocused instanceof HTMLElement && previouslyFocused !== document.body) {
      previouslyFocused.focus({ preventScroll: true });
    } else {
      textarea.blur();
    }
  }
}
