import { useEffect, useState } from 'react';
import { CloseIcon, InfoIcon } from '../icons';
import { appStorage } from './safeStorage';

/** Said once, without blocking anything, when the browser will not let us save. */
export function StorageNotice() {
  const [visible, setVisible] = useState(!appStorage.persistent);
  useEffect(() => appStorage.onUnavailable(() => setVisible(true)), []);
  const [dismissed, setDismissed] = useState(false);
  if (!visible || dismissed) return null;
  return (
    <div className="storage-notice" role="status">
      <InfoIcon />
      <span>Your browser is not letting MCP Tour save; your edits will last until you close this tab.</span>
      <button type="button" className="icon-button" aria-label="Dismiss" title="Dismiss" onClick={() => setDismissed(true)}>
        <CloseIcon />
      </button>
    </div>
  );
}
