import { Icon } from '../icons';
import { hintButtonName, type LessonHints } from './useLessonHints';

/** "Hint" beside Solve: each press reveals one more hint in the Hints region. */
export function HintButton({ hints, controls }: { hints: LessonHints; controls: string }) {
  const name = hintButtonName(hints);
  const exhausted = hints.open && hints.shown === hints.all.length;
  return (
    <button
      type="button"
      className="button"
      aria-label={name}
      aria-controls={controls}
      aria-expanded={hints.open}
      // Still focusable when every hint is out (aria-disabled, not disabled): focus does not vanish
      // from under a keyboard user who pressed it for the last hint.
      aria-disabled={exhausted || undefined}
      onClick={exhausted ? undefined : hints.more}
      title={exhausted ? 'Every hint is shown; Solve gives the finished code' : 'A hint, before the solution'}
    >
      <HintIcon />
      <span className="label-wide-only">Hint</span>
    </button>
  );
}

function HintIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.2a2.5 2.5 0 0 1 4.9.8c0 1.7-2.5 2.3-2.5 4" />
      <path d="M12 17.5h.01" />
    </Icon>
  );
}
