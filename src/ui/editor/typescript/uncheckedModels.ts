// Editors whose code is not type-checked (an embed of plain JavaScript, or one whose author turned
// checking off): the TS service still gives hovers and completion, but no type errors. Read by the
// diagnostics adapter (languageSupport.ts); a tiny module of its own so a page can say it without
// loading Monaco.

const unchecked = new Set<string>();

export function setTypeChecked(modelUri: string, checked: boolean): void {
  if (checked) unchecked.delete(modelUri);
  else unchecked.add(modelUri);
}

/** `fileName` as the TS worker names it (the model's URI). */
export function isTypeChecked(fileName: string): boolean {
  return !unchecked.has(fileName);
}
