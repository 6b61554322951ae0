import { useCallback, useState } from 'react';

// How many of a lesson's hints the learner has asked for, kept for the visit: a learner who goes
// to the previous lesson and comes back finds the hints they had already opened.
const shownByLesson = new Map<string, number>();

export interface LessonHints {
  /** Each hint as inline HTML, rendered from the lesson's Markdown at build time. */
  all: readonly string[];
  /** How many are shown, from the first. */
  shown: number;
  /** The hints region is open (hiding keeps the count: showing again brings back the same hints). */
  open: boolean;
  /** Opens the region, and reveals the next hint unless it was closed on hints already shown. */
  more(): void;
  hide(): void;
}

export function useLessonHints(slug: string, hints: readonly string[] | undefined): LessonHints | undefined {
  const [shown, setShown] = useState(() => shownByLesson.get(slug) ?? 0);
  const [open, setOpen] = useState(shown > 0);
  const total = hints?.length ?? 0;

  const more = useCallback(() => {
    if (!open && shown > 0) {
      setOpen(true);
      return;
    }
    const next = Math.min(shown + 1, total);
    shownByLesson.set(slug, next);
    setShown(next);
    setOpen(true);
  }, [open, shown, total, slug]);
  const hide = useCallback(() => setOpen(false), []);

  if (!hints || total === 0) return undefined;
  return { all: hints, shown, open, more, hide };
}

/** The Hint button's accessible name: what pressing it does next. */
export function hintButtonName({ all, shown, open }: Pick<LessonHints, 'all' | 'shown' | 'open'>): string {
  // Each name holds the word "hint", the button's visible text (so speaking it works too).
  if (shown > 0 && !open) return shown === 1 ? 'Show hint 1 again' : `Show hint 1–${shown} again`;
  if (shown === 0) return 'Show a hint';
  if (shown < all.length) return `Next hint (${shown + 1} of ${all.length})`;
  return `Every hint is shown (${all.length} of ${all.length})`;
}
