import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { startHostSite } from './embedHost';
import { consoleLines, nodePrints, openView, playgroundLink, region, run, setCode, withoutMonaco } from './support';

// What a program chooses (names, descriptions, what it prints) is shown as it is, and cannot
// rearrange the views: a right-to-left override in a server's name must not turn "client → server"
// around. Also the console methods beyond log, proxies, imports from a URL, and a mistyped embed.

const RLO = '\u202E';
const PDF = '\u202C';
const NAMES_PROGRAM = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Host } from 'mcp-tour/host';
import { z } from 'zod';

function makeServer() {
  const server = new McpServer({ name: '\\u202Erevres\\u202C <img src=x>', version: '1.0.0' });
  server.registerTool('\\u202Egnp.exe\\u202C', { description: 'Shows \\u202Ea picture', inputSchema: { a: z.string() } }, async ({ a }) => ({
    content: [{ type: 'text', text: 'got \\u202E' + a }],
  }));
  return server;
}
const [ct, st] = InMemoryTransport.createLinkedPair();
await makeServer().connect(st);
const client = new Client({ name: '\\u202Etneilc', version: '1.0.0' });
await client.connect(ct);
await client.callTool({ name: '\\u202Egnp.exe\\u202C', arguments: { a: 'arg' } });
const [ha, hb] = InMemoryTransport.createLinkedPair();
await makeServer().connect(hb);
const host = new Host({ name: 'host' });
await host.connect('pictures', ha);
await host.ask('Show the picture');
await host.close();
console.log('printed', '\\u202Egnp.exe');
`;

test.describe('text the program chose', () => {
  test.beforeEach(async ({ page }) => {
    await withoutMonaco(page);
  });

  test('a right-to-left override in a name is shown as a marked token and reorders nothing', async ({ page }) => {
    await page.goto(playgroundLink(NAMES_PROGRAM));
    await run(page);

    const messages = await openView(page, 'Messages');
    const call = messages.getByRole('button', { name: /^\d+ tools\/call ⟨U\+202E⟩gnp\.exe⟨U\+202C⟩/ }).first();
    await expect(call).toBeVisible();
    // The route reads client → server, left to right: no control character is left to flip it.
    const route = call.locator('.message__route');
    await expect(route).toHaveText('⟨U+202E⟩tneilc → ⟨U+202E⟩revres⟨U+202C⟩ <img src=x> (server#1)');
    expect(await route.textContent()).not.toContain(RLO);
    // Each name is isolated: the client's whole name sits left of the arrow, the server's right of it.
    const [client, server] = await Promise.all([
      route.locator('bdi').first().boundingBox(),
      route.locator('bdi').last().boundingBox(),
    ]);
    expect(client!.x + client!.width).toBeLessThan(server!.x);
    await expect(call.locator('abbr.hidden-char').first()).toHaveAttribute(
      'title',
      'Hidden character U+202E right-to-left override',
    );
    expect(await messages.textContent()).not.toContain(RLO);
    await call.click();
    const json = messages.getByRole('group', { name: /^Message \d+ as JSON$/ }).first();
    await expect(json).toContainText('"name": "\\u202egnp.exe\\u202c"');
    const parsed = JSON.parse((await json.textContent()) ?? '');
    expect(parsed.params.name).toBe(`${RLO}gnp.exe${PDF}`);

    const wire = await openView(page, 'Wire');
    const first = wire.getByRole('group', { name: 'Message 1 as passed' });
    await expect(first).toContainText('"name":"\\u202etneilc"');
    expect(JSON.parse((await first.textContent()) ?? '').params.clientInfo.name).toBe(`${RLO}tneilc`);
    expect(await wire.textContent()).not.toContain(RLO);

    const chain = await openView(page, 'Chain');
    await expect(chain.locator('.chain__lane-name').first()).toContainText('⟨U+202E⟩revres⟨U+202C⟩ <img src=x>');
    expect(await chain.textContent()).not.toContain(RLO);

    const llm = await openView(page, 'LLM context');
    await expect(llm.locator('.llm-tool__name').first()).toHaveText(/⟨U\+202E⟩gnp\.exe⟨U\+202C⟩/);
    await expect(llm.locator('.llm-tool__description').first()).toHaveText('Shows ⟨U+202E⟩a picture');
    expect(await llm.textContent()).not.toContain(RLO);

    await expect(region(page, 'Console')).toContainText('printed ⟨U+202E⟩gnp.exe');
    expect(await region(page, 'Console').textContent()).not.toContain(RLO);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openView(page, 'Messages');
      expect(await seriousViolations(page), scheme).toEqual([]);
    }
  });
});

test.describe('console beyond log', () => {
  test.beforeEach(async ({ page }) => {
    await withoutMonaco(page);
  });

  test('dir, table, group, count and assert print what node prints', async ({ page }) => {
    const fixture = new URL('./fixtures/consoleMethods.mjs', import.meta.url);
    const { readFileSync } = await import('node:fs');
    await page.goto(playgroundLink(readFileSync(fixture, 'utf8')));
    await run(page);
    // node's stdout, then its one stderr line (the failed assert) where the program printed it.
    const expected = nodePrints(fixture);
    const printed = await consoleLines(page);
    expect(printed.filter((line) => !line.startsWith('Assertion failed'))).toEqual(expected);
    expect(printed).toContain('Assertion failed: ids differ: 7');
  });

  test('time, trace, a proxy whose traps throw, and import() of a URL', async ({ page }) => {
    await page.goto(playgroundLink("console.log('ready');\n"));
    await setCode(
      page,
      [
        "console.time('load');",
        "console.timeEnd('load');",
        "console.trace('here');",
        "const prox = new Proxy({ t: 1 }, { get() { throw new Error('proxy get'); }, ownKeys() { throw new Error('keys'); } });",
        'console.log(prox);',
        "const url = 'http://127.0.0.1:9/' + 'x.js';",
        'await import(url);',
      ].join('\n'),
    );
    await run(page);
    const lines = await consoleLines(page);
    expect(lines[0]).toMatch(/^load: \d+(\.\d+)?ms$/);
    expect(lines.slice(1, 4)).toEqual(['Trace: here', '    at your code:3:9', 'Proxy({ t: 1 })']);
    await expect(region(page, 'Console')).toContainText(
      'MCP Tour runs code offline: importing the module at http://127.0.0.1:9/x.js is not available.',
    );
    await expect(region(page, 'Console')).not.toContainText('Failed to fetch dynamically imported module');
  });
});

test('a plain iframe to a mistyped /embed/ address shows the 404 page inside the frame', async ({ page, baseURL }) => {
  const site = await startHostSite(baseURL!);
  try {
    await page.goto(site.url('frame-typo'));
    const frame = page.frameLocator('iframe[title="MCP Tour lesson"]');
    await expect(frame.getByRole('heading', { name: 'No page at this address' })).toBeVisible();
  } finally {
    await site.close();
  }
});
