import { CheckIcon, ErrorIcon } from './editorIcons';
import { FONT_SIZES_PX } from './metrics';
import { ShortcutsHelp } from './ShortcutsHelp';
import { typeErrorsText } from './statusText';

// The strip under the editor: type errors (a count that moves the cursor to the next one), what the
// last save or run did, the font size and the shortcuts help. Present from the first paint, so
// nothing moves when Monaco and the type information arrive.

interface EditorBarProps {
  /** null while there is no type information (Monaco or the TS worker not there yet, or a touch screen). */
  typeErrors: number | null;
  onNextTypeError(): void;
  /** What the last save or run did, announced politely. */
  status: string;
  fontSize: number;
  onFontSize(direction: 1 | -1): void;
  saveDoes: string;
  /** Monaco with type information can be used here (not on touch screens, where the simple editor stays). */
  fullEditor: boolean;
}

export function EditorBar({
  typeErrors,
  onNextTypeError,
  status,
  fontSize,
  onFontSize,
  saveDoes,
  fullEditor,
}: EditorBarProps) {
  return (
    <div className="code-editor__bar">
      {fullEditor && (
        <span className="code-editor__types">
          {typeErrors === null ? null : typeErrors === 0 ? (
            <span className="code-editor__types-ok">
              <CheckIcon />
              No type errors
            </span>
          ) : (
            <button
              type="button"
              className="code-editor__bar-button code-editor__types-errors"
              onClick={onNextTypeError}
              title="Go to the next type error (F8)"
            >
              <ErrorIcon />
              {typeErrorsText(typeErrors)}
            </button>
          )}
        </span>
      )}
      <span className="code-editor__status" role="status">
        {status}
      </span>
      <span className="code-editor__font-size" role="group" aria-label="Text size">
        <button
          type="button"
          className="code-editor__bar-button"
          aria-label="A− Smaller text"
          title="Smaller text"
          disabled={fontSize <= FONT_SIZES_PX[0]}
          onClick={() => onFontSize(-1)}
        >
          A−
        </button>
        <span className="code-editor__font-size-value" aria-live="polite">
          {fontSize} px
        </span>
        <button
          type="button"
          className="code-editor__bar-button"
          aria-label="A+ Larger text"
          title="Larger text"
          disabled={fontSize >= FONT_SIZES_PX[FONT_SIZES_PX.length - 1]}
          onClick={() => onFontSize(1)}
        >
          A+
        </button>
      </span>
      <ShortcutsHelp saveDoes={saveDoes} fullEditor={fullEditor} />
    </div>
  );
}
