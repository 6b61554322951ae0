import type { Runner } from '../../runtime/runner';
import { createBrowserRunner } from '../../runtime/sandbox/browserRunner';

// One runner per page, created as the page starts so its worker is warm by the first Run.

let runner: Runner | undefined;

export function pageRunner(): Runner {
  runner ??= createBrowserRunner();
  return runner;
}
