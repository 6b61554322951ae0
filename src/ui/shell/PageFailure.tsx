import { appStorage, type SafeStorage } from '../persistence/safeStorage';

// What the page says when it cannot be shown at all. Both live outside the page's own chunk, so
// they are there when that chunk is not; the app's CSS comes with the main script, like them.

/** The page's code could not be downloaded (offline, or a deploy replaced it mid-visit). */
export function PageLoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="page-failure" role="alert">
      <h1 className="page-failure__title">This page could not be loaded</h1>
      <p>Part of MCP Tour's code did not arrive (is the connection down?). Check the connection, then try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The page-wide error's sentence: it promises the work is saved only while storage really keeps it. */
export function pageErrorMessage(storage: Pick<SafeStorage, 'persistent'> = appStorage): string {
  const start = 'MCP Tour hit an error while drawing this page.';
  return storage.persistent
    ? `${start} What you wrote is saved in this browser: reload the page to go on.`
    : `${start} This browser's storage is blocked or full, so what you wrote here is not saved: reloading the page loses it.`;
}
