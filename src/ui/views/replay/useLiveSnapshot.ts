import { useEffect, useRef, useState } from 'react';

// While a run streams in, events arrive every frame; re-deriving every view at that pace costs
// more than it shows. Live views take a fresh snapshot a few times a second instead, and the
// exact value as soon as the run is over.

export function useLiveSnapshot<T>(value: T, live: boolean, intervalMs: number): T {
  const [snapshot, setSnapshot] = useState(value);
  const taken = useRef(0);
  useEffect(() => {
    if (!live) {
      setSnapshot(() => value);
      return;
    }
    const wait = taken.current + intervalMs - performance.now();
    const take = () => {
      taken.current = performance.now();
      setSnapshot(() => value);
    };
    if (wait <= 0) {
      take();
      return;
    }
    const timer = setTimeout(take, wait);
    return () => clearTimeout(timer);
  }, [value, live, intervalMs]);
  return live ? snapshot : value;
}
