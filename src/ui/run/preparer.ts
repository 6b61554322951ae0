import type { Runner } from '../../runtime/runner';
import type { CodeDocument } from '../document/codeDocument';

// The runner loads what the code imports (SDK v2, say) while the learner reads, not after Run.
// It hears of each change of the code that runs, and of nothing else: a render is not a change.

/**
 * Tells the runner about code it has not been told of yet (Runner.prepare), and calls `onReady`
 * once it holds what that code imports, or could not (a runner that failed to start still gets
 * Run: the run's record says why). Only the latest code's prepare counts: code edited away from a
 * pack still downloading does not wait for it.
 */
export function createPreparer(runner: Runner, onReady: () => void): (code: string) => void {
  let latest: string | undefined;
  return (code) => {
    if (code === latest) return;
    latest = code;
    const settled = () => {
      if (latest === code) onReady();
    };
    runner.prepare(code).then(settled, settled);
  };
}

/** Prepares for the document's code now and after each change; returns the unsubscribe function. */
export function prepareWhileEditing(codeDocument: CodeDocument, prepare: (code: string) => void): () => void {
  const tell = () => prepare(codeDocument.get().runnable.code);
  tell();
  return codeDocument.subscribe(tell);
}
