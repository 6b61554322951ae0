// Runs inside the page before any of the app's scripts (Playwright's addInitScript) and stamps
// the moments the bench measures with the page's own clock: performance.now() counts from
// navigation start, and a MutationObserver callback runs right after the DOM change it reports.
// Polling from the test process instead would add up to a polling interval to every number.
//
// It reads only the public contract: a button named "Run", a region named "Checks" whose items
// carry data-status, the editor root's data-editor="monaco", and Monaco's hover widget
// (.monaco-hover) showing the signature of `new McpServer(` (typesReadyAt), and for a move to the
// next lesson a link whose text starts with "Next", the page's <h1> and its address (nextLesson).
//
// Must stay self-contained: Playwright serialises the function's source into the page.

export function installPageProbe() {
  const probe = { runReadyAt: null, monacoReadyAt: null, typesReadyAt: null, runs: [], nextLesson: null };
  window.__mcpTourBench = probe;
  let activeRun = null;

  const normalize = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const labelledBy = (element) => {
    const ids = element.getAttribute('aria-labelledby');
    if (!ids) return null;
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  };
  // Enough of the accessible-name rules for buttons: aria-label, aria-labelledby, else the text
  // of descendants that are not aria-hidden (a keyboard hint inside the button is not its name).
  const visibleText = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
    if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `;
    return [...node.childNodes].map(visibleText).join('');
  };
  const buttonName = (element) =>
    normalize(
      element.getAttribute('aria-label') ?? labelledBy(element) ?? [...element.childNodes].map(visibleText).join(''),
    );
  const regionName = (element) => normalize(element.getAttribute('aria-label') ?? labelledBy(element));
  const runButton = () =>
    [...document.querySelectorAll('button, [role="button"]')].find((b) => buttonName(b) === 'Run');
  const isEnabled = (b) => Boolean(b) && !b.disabled && b.getAttribute('aria-disabled') !== 'true';
  const checksRegion = () =>
    [...document.querySelectorAll('[role="region"], section[aria-label], section[aria-labelledby]')].find(
      (r) => regionName(r) === 'Checks',
    );
  const checkItems = () => [...(checksRegion()?.querySelectorAll('[data-status]') ?? [])];
  const touchesStatus = (mutation) =>
    (mutation.type === 'attributes' && mutation.attributeName === 'data-status') ||
    [...mutation.addedNodes, ...mutation.removedNodes].some(
      (node) => node.nodeType === 1 && (node.hasAttribute('data-status') || node.querySelector('[data-status]')),
    );

  // A run counts from the click on Run until every check has a verdict again. The checks must
  // first change (back to pending, or re-rendered): the previous run's verdicts are still on
  // screen at the moment of the click.
  // A click on Next: from then, Run counts as usable on the next lesson once the page shows another
  // <h1> at another address and its Run button is enabled (the previous page's button does not count).
  const heading = () => normalize(document.querySelector('h1')?.textContent);
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !normalize([...link.childNodes].map(visibleText).join('')).startsWith('Next')) return;
      probe.nextLesson = {
        clickAt: event.timeStamp || performance.now(),
        fromPath: location.pathname,
        fromHeading: heading(),
        runReadyAt: null,
      };
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = runButton();
      if (!button || !(event.target instanceof Node) || !button.contains(event.target)) return;
      activeRun = { clickAt: event.timeStamp || performance.now(), checksChanged: false };
    },
    true,
  );

  const showsSignature = (hover) =>
    hover.textContent.includes('McpServer(') &&
    hover.getClientRects().length > 0 &&
    getComputedStyle(hover).visibility !== 'hidden' &&
    !hover.closest('.hidden');

  const update = (mutations) => {
    const now = performance.now();
    if (probe.runReadyAt === null && isEnabled(runButton())) probe.runReadyAt = now;
    if (probe.monacoReadyAt === null && document.querySelector('[data-editor="monaco"]')) probe.monacoReadyAt = now;
    const next = probe.nextLesson;
    if (
      next &&
      next.runReadyAt === null &&
      location.pathname !== next.fromPath &&
      heading() !== next.fromHeading &&
      isEnabled(runButton())
    )
      next.runReadyAt = now;
    // A hover on screen with the constructor's signature means the editor has the SDK's declarations.
    if (
      probe.typesReadyAt === null &&
      probe.monacoReadyAt !== null &&
      [...document.querySelectorAll('.monaco-hover')].some(showsSignature)
    ) {
      probe.typesReadyAt = now;
    }
    if (!activeRun) return;
    if (!activeRun.checksChanged && mutations.some(touchesStatus)) activeRun.checksChanged = true;
    const items = checkItems();
    if (
      activeRun.checksChanged &&
      items.length > 0 &&
      items.every((item) => ['pass', 'fail'].includes(item.getAttribute('data-status')))
    ) {
      probe.runs.push({
        clickAt: activeRun.clickAt,
        settledAt: now,
        statuses: items.map((item) => item.getAttribute('data-status')),
      });
      activeRun = null;
    }
  };
  new MutationObserver(update).observe(document, { subtree: true, childList: true, attributes: true });
}
