import { useEffect, useState } from 'react';
import { CollapseIcon, ExpandIcon } from '../icons';

// The editor over the whole window, for writing (the workbench draws it: workbench.css). Escape
// leaves, unless the editor used that Escape itself (to close a suggestion list, say).

export function useFullScreenEditor(): [boolean, (full: boolean) => void] {
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (!full) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setFull(false);
    };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [full]);
  return [full, setFull];
}

export function FullScreenButton({ full, onChange }: { full: boolean; onChange(full: boolean): void }) {
  return (
    <button
      type="button"
      className="icon-button full-screen-button"
      aria-label="Full-screen editor"
      aria-pressed={full}
      title={full ? 'Leave the full-screen editor (Esc)' : 'Full-screen editor'}
      onClick={() => onChange(!full)}
    >
      {full ? <CollapseIcon /> : <ExpandIcon />}
    </button>
  );
}
