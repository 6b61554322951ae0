import { useEffect } from 'react';

// A tap on a control of the embed activates the control the finger touched. In a blog's iframe from
// another site (an out-of-process frame in Chromium), the mouse events and the click that a tap
// produces after its touch events were seen to arrive shifted by the frame's offset in the post:
// a tap on Run landed 114 px higher, in the code, which took focus instead of running (touch and
// pointer events themselves come with the right target). So a tap that starts and ends on the same
// control is taken at touchend: its default (those mouse events and the click) is cancelled and
// the control is focused and clicked, once, whichever way the browser routes taps.

const CONTROLS = 'button, [role="tab"], summary, a[href]';
/** Farther than this between touchstart and touchend is a scroll or a drag, not a tap (CSS px). */
const TAP_SLOP_PX = 10;
/** Held longer than this is a long press (a context menu, a text selection), not a tap. */
const TAP_MAX_MS = 600;

interface Touched {
  control: HTMLElement;
  x: number;
  y: number;
  at: number;
}

export function useTapActivation(): void {
  useEffect(() => {
    let touched: Touched | undefined;
    const controlAt = (x: number, y: number) =>
      document.elementFromPoint(x, y)?.closest<HTMLElement>(CONTROLS) ?? undefined;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches.length === 1 ? event.touches[0] : undefined;
      const control = touch && controlAt(touch.clientX, touch.clientY);
      touched = control && { control, x: touch.clientX, y: touch.clientY, at: event.timeStamp };
    };
    const onEnd = (event: TouchEvent) => {
      const start = touched;
      touched = undefined;
      const touch = event.changedTouches[0];
      if (!start || !touch || event.touches.length > 0 || event.defaultPrevented) return;
      const { control } = start;
      if (
        Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > TAP_SLOP_PX ||
        event.timeStamp - start.at > TAP_MAX_MS ||
        controlAt(touch.clientX, touch.clientY) !== control ||
        control.matches(':disabled')
      )
        return;
      event.preventDefault();
      control.focus({ preventScroll: true });
      control.click();
    };
    const cancel = () => (touched = undefined);

    document.addEventListener('touchstart', onStart, { capture: true, passive: true });
    document.addEventListener('touchend', onEnd, { capture: true, passive: false });
    document.addEventListener('touchcancel', cancel, { capture: true, passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart, { capture: true });
      document.removeEventListener('touchend', onEnd, { capture: true });
      document.removeEventListener('touchcancel', cancel, { capture: true });
    };
  }, []);
}
