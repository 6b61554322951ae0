import { createBrowserRunner } from '../../runtime/sandbox/browserRunner';
import { createLazyRunner, type LazyRunner } from './lazyRunner';

// The embed page's one runner. Unlike the site's pages it does not start at once: see useRunnerStart.

let runner: LazyRunner | undefined;

export function embedRunner(): LazyRunner {
  runner ??= createLazyRunner(createBrowserRunner);
  return runner;
}
