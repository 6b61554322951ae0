import { useEffect, useRef } from 'react';
import { isApplePlatform } from '../keyboard/platform';

// Ctrl+Enter (Cmd+Enter on Apple devices) runs the code from anywhere on the page, not only from
// inside the editor. The run itself ignores a second request while one is in progress.

export function useRunShortcut(onRun: () => void): void {
  const latest = useRef(onRun);
  latest.current = onRun;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.key !== 'Enter' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

export function runShortcutLabel(): string {
  return isApplePlatform() ? '⌘ Enter' : 'Ctrl Enter';
}
