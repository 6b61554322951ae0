import { useCallback, useEffect, useRef } from 'react';

// Runs `action` once input has been quiet for `delayMs`, and never loses the last value: a pending
// call is flushed when the component unmounts or the page is being hidden (tab closed, reload).

export function useDebounced<T>(action: (value: T) => void, delayMs: number): (value: T) => void {
  const latestAction = useRef(action);
  latestAction.current = action;
  const pending = useRef<{ value: T } | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const call = pending.current;
    pending.current = undefined;
    if (call) latestAction.current(call.value);
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );
}
