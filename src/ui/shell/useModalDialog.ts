import { useEffect, useRef } from 'react';

/**
 * Opens a <dialog> as modal when it mounts (the browser keeps focus inside and makes the page
 * behind inert; Escape closes it), focuses the element `initialFocus` selects, and closes it when
 * it unmounts. The dialog's onClose runs after it has closed, when the page can take focus again.
 */
export function useModalDialog(initialFocus: string) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, [initialFocus]);
  return dialog;
}
