import { useId, useRef } from 'react';
import { ModalDialogHeader } from '../shell/ModalDialogHeader';
import { isApplePlatform } from '../keyboard/platform';
import { KeyboardIcon } from './editorIcons';
import { editorShortcuts, keyLabel } from './shortcuts';

// "Keyboard shortcuts": a button and a small modal dialog listing them. A native <dialog> opened
// with showModal(): focus moves in, Escape closes it, focus returns to the button.

interface ShortcutsHelpProps {
  /** What Ctrl+S does on this page, e.g. "Save your code in this browser". */
  saveDoes: string;
  /** The full editor (Monaco) is in use: its own shortcuts apply too. */
  fullEditor: boolean;
}

export function ShortcutsHelp({ saveDoes, fullEditor }: ShortcutsHelpProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const apple = isApplePlatform();
  const shortcuts = editorShortcuts(saveDoes).filter((shortcut) => fullEditor || !shortcut.fullEditorOnly);

  return (
    <>
      <button
        type="button"
        className="code-editor__bar-button"
        aria-haspopup="dialog"
        title="Keyboard shortcuts"
        onClick={() => dialogRef.current?.showModal()}
      >
        <KeyboardIcon />
        <span className="label-wide-only">Shortcuts</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes a <dialog> with Escape */}
      <dialog
        ref={dialogRef}
        className="code-editor__shortcuts"
        aria-labelledby={titleId}
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        onClick={(event) => event.target === dialogRef.current && dialogRef.current?.close()}
      >
        <div className="code-editor__shortcuts-content">
          <ModalDialogHeader
            className="code-editor__shortcuts-header"
            titleId={titleId}
            title="Keyboard shortcuts"
            onClose={() => dialogRef.current?.close()}
          />
          <table>
            <tbody>
              {shortcuts.map((shortcut) => (
                <tr key={shortcut.does}>
                  <td>
                    {shortcut.keys.map((keys, index) => (
                      <span key={keys}>
                        {index > 0 && ' or '}
                        {keys.split(', then ').map((chord, step) => (
                          <span key={chord}>
                            {step > 0 && ', then '}
                            <kbd>{keyLabel(chord, apple)}</kbd>
                          </span>
                        ))}
                      </span>
                    ))}
                  </td>
                  <td>{shortcut.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  );
}
