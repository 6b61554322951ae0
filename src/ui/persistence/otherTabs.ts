/**
 * Calls `listener` when another tab of this site writes `key`, or clears its storage: the browser
 * tells every other tab with a `storage` event, never the tab that wrote.
 */
export function onOtherTabWrite(key: string, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
