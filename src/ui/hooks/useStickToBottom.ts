import { useLayoutEffect, useRef, type RefObject } from 'react';

// Keeps a scrolling log pinned to its newest line while it grows, unless the reader has scrolled up.

export function useStickToBottom<T extends HTMLElement>(ref: RefObject<T | null>, size: number): void {
  const pinned = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
    };
    element.addEventListener('scroll', onScroll);
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [ref, size]);
}
