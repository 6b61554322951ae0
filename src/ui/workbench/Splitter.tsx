import type { KeyboardEvent, PointerEvent } from 'react';
import type { PaneSize } from './usePaneSize';

// The bar between two panes that the learner drags, or moves with the keyboard (WAI-ARIA window
// splitter: a focusable separator whose value is the first pane's share). Its parent is the split:
// the pointer's position in the parent is the new size.

interface SplitterProps {
  /** What it resizes, as its accessible name: "Resize the lesson text and the workbench". */
  label: string;
  /** 'vertical': a bar between panes side by side; 'horizontal': between panes one over the other. */
  orientation: 'vertical' | 'horizontal';
  size: PaneSize;
  min: number;
  max: number;
  /** Id of the first pane, the one whose size the value is. */
  controls: string;
}

const STEP = 2;
const BIG_STEP = 10;

export function Splitter({ label, orientation, size, min, max, controls }: SplitterProps) {
  const vertical = orientation === 'vertical';

  const sizeAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.parentElement!.getBoundingClientRect();
    const share = vertical ? (event.clientX - box.left) / box.width : (event.clientY - box.top) / box.height;
    return share * 100;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) size.set(sizeAt(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    size.commit(sizeAt(event));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, number> = vertical
      ? { ArrowLeft: size.value - step, ArrowRight: size.value + step }
      : { ArrowUp: size.value - step, ArrowDown: size.value + step };
    moves.Home = min;
    moves.End = max;
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    size.commit(next);
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation={orientation}
      aria-controls={controls}
      aria-valuenow={Math.round(size.value)}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={`${Math.round(size.value)}%`}
      title={`${label} (drag, or use the arrow keys)`}
      className={`splitter splitter--${orientation}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
