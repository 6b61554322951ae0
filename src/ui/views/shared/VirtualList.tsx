import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { prefixOffsets, visibleRange } from './virtualRange';

// A list that renders only the rows on screen, so a run of 5,000 messages costs what 30 do.
// Rows have an estimated height until they are drawn; drawn rows (an expanded message included)
// are measured and remembered by key, so scrolling stays in place when a row opens.

export interface VirtualListHandle {
  /** Scrolls so that the row with this key is in view (near the top) and returns whether it exists. */
  scrollToKey(key: string): boolean;
}

interface VirtualListProps<T> {
  items: readonly T[];
  itemKey(item: T): string;
  /** Height of an unmeasured row, in pixels. */
  estimatedHeight: number;
  renderItem(item: T, index: number): ReactNode;
  itemClassName?(item: T): string;
  /** Accessible name of the list. */
  label: string;
  /** Class of the scrolling box (its height comes from CSS). */
  className?: string;
  /** Class of the list inside it, besides `virtual-list`. */
  listClassName?: string;
  /** Keep the newest row in view while the list grows, unless the reader scrolled up. */
  stickToBottom?: boolean;
  handle?: Ref<VirtualListHandle>;
}

const OVERSCAN_PX = 320;
const FIRST_VIEWPORT_PX = 640;

export function VirtualList<T>({
  items,
  itemKey,
  estimatedHeight,
  renderItem,
  itemClassName,
  label,
  className,
  listClassName,
  stickToBottom,
  handle,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: FIRST_VIEWPORT_PX });

  // Keys are made once per list, not once per measurement.
  const keys = useMemo(() => items.map(itemKey), [items, itemKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `measured` is the trigger: the heights live in a ref
  const offsets = useMemo(
    () =>
      heights.current.size === 0
        ? prefixOffsets(keys.length, () => estimatedHeight)
        : prefixOffsets(keys.length, (index) => heights.current.get(keys[index]) ?? estimatedHeight),
    // `measured` changes whenever a drawn row's height does: the heights live in a ref.
    [keys, estimatedHeight, measured],
  );
  const { start, end } = visibleRange(offsets, viewport.top, viewport.height, OVERSCAN_PX);

  // One observer for the drawn rows: a row that grows (opened) or wraps differently is re-measured.
  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            let changed = false;
            for (const entry of entries) {
              const key = (entry.target as HTMLElement).dataset.key;
              const height = (entry.target as HTMLElement).offsetHeight;
              if (key === undefined || height === 0 || heights.current.get(key) === height) continue;
              heights.current.set(key, height);
              changed = true;
            }
            if (changed) setMeasured((n) => n + 1);
          }),
    [],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  const observe = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  // The viewport is read when it scrolls or resizes (the observer reports after layout), never
  // forced in the middle of a render.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const top = element.scrollTop;
      const height = element.clientHeight;
      setViewport((current) => (current.top === top && current.height === height ? current : { top, height }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onScroll);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // Follow the newest row while the list grows (a live run, a replay stepping forward), unless
  // the reader scrolled away from the bottom. Rows measured taller move the bottom too. Only a
  // move up from where the list last put itself unpins it: the list may grow again between that
  // scroll and its event, which must not count as the reader leaving the bottom.
  const pinned = useRef(true);
  const placedAt = useRef(-1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      if (element.scrollHeight - element.scrollTop - element.clientHeight < 24) pinned.current = true;
      else if (element.scrollTop < placedAt.current - 1) pinned.current = false;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);
  const total = offsets[items.length];
  // biome-ignore lint/correctness/useExhaustiveDependencies: `total` is the trigger: the list grew, so stay at its bottom
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!stickToBottom || !element || !pinned.current) return;
    element.scrollTop = element.scrollHeight;
    placedAt.current = element.scrollTop;
  }, [stickToBottom, total]);

  useImperativeHandle(
    handle,
    () => ({
      scrollToKey(key) {
        const index = keys.indexOf(key);
        const element = scroller.current;
        if (index < 0 || !element) return false;
        element.scrollTop = Math.max(0, offsets[index] - 8);
        setViewport({ top: element.scrollTop, height: element.clientHeight });
        return true;
      },
    }),
    [keys, offsets],
  );

  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const item = items[index];
    const key = keys[index];
    rows.push(
      <li
        key={key}
        ref={observe}
        data-key={key}
        className={itemClassName?.(item)}
        aria-posinset={index + 1}
        aria-setsize={items.length}
      >
        {renderItem(item, index)}
      </li>,
    );
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and its rows may hold nothing focusable (axe: scrollable-region-focusable)
    <div className={className} ref={scroller} tabIndex={0}>
      <ol
        className={listClassName ? `virtual-list ${listClassName}` : 'virtual-list'}
        aria-label={label}
        style={{ paddingTop: offsets[start] ?? 0, paddingBottom: offsets[items.length] - (offsets[end] ?? 0) }}
      >
        {rows}
      </ol>
    </div>
  );
}
