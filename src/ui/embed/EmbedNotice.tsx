import type { ReactNode } from 'react';
import { InfoIcon } from '../icons';

/** Said in place of the workbench when there is nothing to run (an unknown lesson, a failed load). */
export function EmbedNotice({ children }: { children: ReactNode }) {
  return (
    <p className="embed__notice" role="alert">
      <InfoIcon />
      <span>{children}</span>
    </p>
  );
}
