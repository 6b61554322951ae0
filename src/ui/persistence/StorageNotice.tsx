import { useEffect, useState } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { CloseIcon, InfoIcon } from '../icons';
import { appStorage, type StorageProblem } from './safeStorage';

/** Said once, without blocking anything, when the browser will not let us save. */
export function StorageNotice() {
  const [visible, setVisible] = useState(!appStorage.persistent);
  useEffect(() => appStorage.onUnavailable(() => setVisible(true)), []);
  const [dismissed, setDismissed] = useState(false);
  // Storage is this browser's: the prerendered page never says so.
  const hydrated = useHydrated();
  if (!hydrated || !visible || dismissed) return null;
  return (
    <div className="storage-notice" role="status">
      <InfoIcon />
      <span>{storageProblemText(appStorage.problem)}</span>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss"
        title="Dismiss"
        onClick={() => setDismissed(true)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function storageProblemText(problem: StorageProblem | undefined): string {
  const keep =
    'Your edits last only while this page is open: a reload or closing the tab loses them. To keep Playground code, use Share and keep the link.';
  return problem === 'full'
    ? `This browser's storage for MCP Tour is full, so your latest edits could not be saved. ${keep} To make room, delete Playground snippets you no longer need, or export your progress from the start page before clearing this site's data.`
    : `Your browser is not letting MCP Tour save. ${keep}`;
}
