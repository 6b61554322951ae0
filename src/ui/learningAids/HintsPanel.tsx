import { CloseIcon } from '../icons';
import type { LessonHints } from './useLessonHints';
import './learningAids.css';

/**
 * The Hints region: the hints asked for so far, in order. The list is a polite live region, so a
 * screen reader reads each new hint as it appears while focus stays on the Hint button.
 */
export function HintsPanel({ hints, id }: { hints: LessonHints; id: string }) {
  const { all, shown, open } = hints;
  return (
    <section id={id} aria-label="Hints" className="hints-panel" hidden={!open || shown === 0}>
      <ol className="hints-panel__list" aria-live="polite">
        {all.slice(0, shown).map((html, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hints never move, only more appear
          <li key={index} className="hints-panel__hint">
            <span className="hints-panel__number">
              Hint {index + 1} of {all.length}
            </span>{' '}
            {/* Built from the lesson's own Markdown at build time (renderLesson.ts), never from a learner's text. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: lesson content rendered at build time */}
            <span dangerouslySetInnerHTML={{ __html: html }} />
          </li>
        ))}
      </ol>
      <button type="button" className="icon-button" aria-label="Hide hints" title="Hide hints" onClick={hints.hide}>
        <CloseIcon />
      </button>
    </section>
  );
}
