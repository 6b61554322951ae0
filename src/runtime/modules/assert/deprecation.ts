// Node prints each deprecation warning once per process (to stderr); a run is our process, and
// console.warn is where a learner sees what Node would have printed.
const emitted = new Set<string>();

export function warnDeprecated(code: string, message: string): void {
  if (emitted.has(code)) return;
  emitted.add(code);
  console.warn(`[${code}] DeprecationWarning: ${message}`);
}
