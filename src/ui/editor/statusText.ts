// What the editor's bar says about types and runs. Pure, so the wording is pinned by tests.

export function typeErrorsText(count: number): string {
  return count === 1 ? '1 type error' : `${count} type errors`;
}

/**
 * Said when code runs while the editor shows type errors: learner code runs like TypeScript under
 * Node with a type-stripping loader, types removed and never checked.
 */
export function runWithTypeErrorsText(count: number, running: boolean): string {
  return running
    ? `Running with ${typeErrorsText(count)}…`
    : `Ran with ${typeErrorsText(count)} (types are checked by the editor, not at run time)`;
}

/** Ctrl+S on a lesson: saved in this browser, or (storage blocked) kept only while the tab is open. */
export function lessonSavedText(persistent: boolean): string {
  return persistent
    ? 'Saved in this browser'
    : 'Not saved: this browser blocks storage (your code stays while this tab is open)';
}

/** Ctrl+S in the playground: the code is in the address bar; the link is on the clipboard if the browser allowed it. */
export function playgroundSavedText(copied: boolean, persistent = true): string {
  const where = persistent
    ? 'Saved in this browser and the address bar'
    : 'Saved in the address bar only (this browser blocks storage)';
  return copied ? `${where}; share link copied` : `${where} (copy the link from there)`;
}
