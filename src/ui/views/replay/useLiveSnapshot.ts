import { useEffect, useLayoutEffect, useRef, useState } from 'react';

// While a run streams in, events arrive every frame; re-deriving every view at that pace costs
// more than it shows. Live views take a fresh snapshot a few times a second instead, and the
// exact value as soon as the run is over. A run of thousands of connections makes each snapshot
// itself expensive: the pause after one is then a multiple of what drawing it cost, so the page
// spends at most a fifth of its time on views that are still changing and answers in between.

/** The pause after a snapshot, as a multiple of the time the page took to draw it. */
const IDLE_PER_BUSY = 4;

export function useLiveSnapshot<T>(value: T, live: boolean, intervalMs: number): T {
  const [snapshot, setSnapshot] = useState(value);
  const taken = useRef(0);
  const drawn = useRef(0);
  const pause = useRef(intervalMs);
  // Runs once the snapshot is drawn: from setSnapshot to here is what it cost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured on each new snapshot only
  useLayoutEffect(() => {
    if (taken.current === 0 || drawn.current === taken.current) return;
    drawn.current = taken.current;
    pause.current = Math.max(intervalMs, (performance.now() - taken.current) * IDLE_PER_BUSY);
  }, [snapshot]);
  useEffect(() => {
    if (!live) {
      setSnapshot(() => value);
      return;
    }
    const take = () => {
      taken.current = performance.now();
      setSnapshot(() => value);
    };
    const wait = taken.current + pause.current - performance.now();
    if (wait <= 0) {
      take();
      return;
    }
    const timer = setTimeout(take, wait);
    return () => clearTimeout(timer);
  }, [value, live]);
  return live ? snapshot : value;
}
