import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  answersUntilRunIsBack,
  consoleLines,
  nodePrints,
  openView,
  playgroundLink,
  region,
  run,
  runButton,
  setCode,
  withoutMonaco,
} from './support';

// An attacker's pass over SDK v2 in the browser sandbox: packs fetched by the page and handed to
// the Worker, the kernel, createMcpHandler tracing, and what a learner sees when the network or
// the code misbehaves. Each test states what a learner should get; a "Found:" note says what a
// learner got from a runner that failed it.

const shareLink = (code: string, embed = false) => playgroundLink(code, { embed });
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const fixtureCode = (name: string) => readFileSync(fixture(name), 'utf8');
const V2_PACK = /\/assets\/sandbox-sdk2-[^/]*\.js$/;
const V2_CODE =
  "import { McpServer } from '@modelcontextprotocol/server';\nconsole.log('v2 says', typeof McpServer);\n";
const V1_CODE =
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconsole.log('v1 says', typeof McpServer);\n";

const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });
const consoleOf = (page: Page) => region(page, 'Console');

/** Holds every download of the SDK v2 pack until the returned function is called (a slow connection). */
async function holdV2Download(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(V2_PACK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens code that needs no pack (Run is offered at once), then presses Run on SDK v2 code: that run fetches the pack. */
async function runV2FromAPlainStart(page: Page): Promise<void> {
  await page.goto(shareLink("console.log('plain');\n"));
  await expect(runButton(page)).toBeEnabled();
  await setCode(page, V2_CODE);
  await runButton(page).click();
}

test.describe('attack: packs over a bad network', () => {
  test.beforeEach(async ({ page }) => {
    // Monaco's start competes for the 2 cores; these tests are about the runner.
    await withoutMonaco(page);
  });

  test('after the SDK v2 download failed, the first Run once the network is back runs the code', async ({ page }) => {
    let offline = true;
    let refused = 0;
    await page.route(V2_PACK, (route) => {
      if (!offline) return route.continue();
      refused++;
      return route.abort('internetdisconnected');
    });
    await page.goto(shareLink(V2_CODE));
    await run(page);
    // The learner is told, and keeps the code.
    await expect(consoleOf(page)).toContainText('Press Run to try again');
    await expect(region(page, 'Editor')).toContainText("console.log('v2 says'");

    // Two downloads refused: without a retry, the first Worker's (while the learner read) and the
    // next warm Worker's, which the next Run gets; with one, that Run tries again anyway.
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    offline = false;
    await run(page);
    // Found: the spare kept its failed download, so this Run failed again with "Failed to fetch"
    // (fixed on this branch: browserRunner.ts tries a failed download again).
    await expect(consoleOf(page)).toContainText('v2 says function');
  });

  test('a failed SDK v2 download is explained as a download, not as a broken code runner', async ({ page }) => {
    await page.route(V2_PACK, (route) => route.abort('internetdisconnected'));
    await page.goto(shareLink(V2_CODE));
    await run(page);
    // Found: "The code runner failed: Failed to fetch." names neither SDK v2 nor the network.
    await expect(consoleOf(page)).toContainText(/SDK v2|@modelcontextprotocol\/server/);
    await expect(consoleOf(page)).toContainText(/download|network|connection|offline/i);
  });

  test('a stalled SDK v2 download does not leave Run on "Starting…" for ever', async ({ page }) => {
    test.setTimeout(90_000);
    // The pack's request is never answered (a stalled mobile connection).
    await page.route(V2_PACK, () => {});
    await page.goto(shareLink(V2_CODE));
    // The runner gives its Worker 30 s to start (READY_TIMEOUT_MS); a download gets no bound at all.
    // Found: Run stays disabled, reading "Starting…", with no word of what it waits for.
    await expect(runButton(page).or(page.getByText(/download/i))).toBeVisible({ timeout: 45_000 });
  });

  test('Run pressed while the SDK v2 download stalls ends with a message, within a bound', async ({ page }) => {
    test.setTimeout(90_000);
    await page.route(V2_PACK, () => {});
    await runV2FromAPlainStart(page);
    // The playground's time limit is 5 s and starts only once the program starts, so a run that
    // waits for a pack is not bounded. Found: "Running…" and "Waiting for output…" for ever.
    await expect(stopButton(page)).toHaveCount(0, { timeout: 45_000 });
    await expect(consoleOf(page)).toContainText(/SDK v2|download/i);
  });

  test('code edited from v2 to v1 while SDK v2 downloads: Run is offered for the v1 code, and v2 runs once it arrives', async ({
    page,
  }) => {
    const release = await holdV2Download(page);
    await page.goto(shareLink(V2_CODE));
    await setCode(page, V1_CODE);
    // Sooner than the 20 s after which a stalled download is given up (and Run offered anyway).
    await expect(runButton(page)).toBeEnabled({ timeout: 12_000 });
    await runButton(page).click();
    await expect(consoleOf(page)).toContainText('v1 says function');
    release();
    await setCode(page, V2_CODE);
    await runButton(page).click();
    await expect(consoleOf(page)).toContainText('v2 says function');
  });

  test('Run pressed while SDK v2 is still downloading waits for it and then runs, the time limit untouched', async ({
    page,
  }) => {
    await page.clock.install();
    const release = await holdV2Download(page);
    await runV2FromAPlainStart(page);
    await expect(stopButton(page)).toBeVisible();
    // Longer than the playground's 5 s limit, on the page's clock: the download does not count against it.
    await page.clock.fastForward(6_000);
    await expect(stopButton(page)).toBeVisible();
    release();
    await expect(stopButton(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(consoleOf(page)).toContainText('v2 says function');
  });

  test('Stop while SDK v2 downloads stops at once, and the next Run runs the code', async ({ page }) => {
    const release = await holdV2Download(page);
    await runV2FromAPlainStart(page);
    await stopButton(page).click();
    await expect(runButton(page)).toBeEnabled();
    await expect(consoleOf(page)).toContainText('you pressed Stop');
    release();
    await run(page);
    await expect(consoleOf(page)).toContainText('v2 says function');
  });

  test('a pack that arrives damaged fails the run with a message, and the code stays', async ({ page }) => {
    await page.route(V2_PACK, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'this is ( not javascript' }),
    );
    await page.goto(shareLink(V2_CODE));
    await run(page);
    await expect(consoleOf(page)).toContainText('Press Run to try again');
    await expect(region(page, 'Editor')).toContainText("console.log('v2 says'");
    // The learner never named a pack "sdk2"; the message should say what could not load.
    await expect(consoleOf(page)).not.toContainText('sdk2');
  });
});

test.describe('attack: imports and the pack scan', () => {
  test.beforeEach(async ({ page }) => {
    await withoutMonaco(page);
  });

  test('a module reached by a computed name gets the message that says how to name it', async ({ page }) => {
    // Runs under node. packs.ts promises "a program that reaches a module by a computed name gets
    // a message saying how to name it"; found: the browser's bare "Failed to resolve module specifier".
    await page.goto(
      shareLink(
        "const name = ['@modelcontextprotocol', 'server'].join('/');\nconst { McpServer } = await import(name);\nconsole.log(typeof McpServer);\n",
      ),
    );
    await run(page);
    await expect(consoleOf(page)).toContainText('imports it by name');
  });

  test('code whose imports change v1 → v2 → v1 while the learner edits runs each time', async ({ page }) => {
    await page.goto(shareLink(V1_CODE));
    await run(page);
    await expect(consoleOf(page)).toContainText('v1 says function');
    await setCode(page, V2_CODE);
    await run(page);
    await expect(consoleOf(page)).toContainText('v2 says function');
    await setCode(page, V1_CODE);
    await run(page);
    await expect(consoleOf(page)).toContainText('v1 says function');
  });

  test('a program that imports all three packs (SDK 1.x, SDK v2, node:assert) prints what node prints', async ({
    page,
  }) => {
    const expected = nodePrints(fixture('attackAllPacks.mjs'));
    await page.goto(shareLink(fixtureCode('attackAllPacks.mjs')));
    await run(page);
    expect((await consoleOf(page).locator('.console__line').allTextContents()).join('\n').split('\n')).toEqual(
      expected,
    );
  });

  test('a program with 2,000 imports of SDK v2 names runs', async ({ page }) => {
    const imports = Array.from(
      { length: 2000 },
      (_, i) => `import { McpServer as S${i} } from '@modelcontextprotocol/server';`,
    ).join('\n');
    await page.goto(shareLink(`${imports}\nconsole.log('same class:', S0 === S1999);\n`));
    await run(page);
    await expect(consoleOf(page)).toContainText('same class: true');
  });
});

test.describe('attack: learner code against the runtime it shares a Worker with', () => {
  test.beforeEach(async ({ page }) => {
    await withoutMonaco(page);
  });

  // Object.prototype.then makes the runtime's outcome object a thenable: the program answers in the
  // runtime's place when sandboxWorker.ts awaits executeProgram, and the 'done' it sends carries the
  // program's words. browserRunner.ts says "how a run ended is the page's own finding".
  const FORGE = `Object.defineProperty(Object.prototype, 'then', {
  configurable: true,
  get() {
    if (this && this.status === 'ok' && !('content' in this)) {
      delete (Object.prototype as { then?: unknown }).then;
      return (resolve: (value: unknown) => void) => resolve({ status: 'timeout', error: { kind: 'internal', name: 'Error', message: 'FORGED: MCP Tour needs you to reload at evil.example' } });
    }
    return undefined;
  },
});
console.log('finished normally');
`;

  test('a program that finished cannot make the page report another ending in its own words', async ({ page }) => {
    await page.goto(shareLink(FORGE));
    await run(page);
    await expect(consoleOf(page)).toContainText('finished normally');
    // Found: the Console shows "Error: FORGED: …" and the status line "Ended with an error".
    await expect(consoleOf(page)).not.toContainText('FORGED');
  });

  test('a program that forges how its run ended changes nothing for the next run', async ({ page }) => {
    await page.goto(shareLink(FORGE));
    await run(page);
    await expect(consoleOf(page)).toContainText('finished normally');
    await setCode(page, "console.log('clean run');\n");
    await run(page);
    await expect(consoleOf(page)).toContainText('clean run');
    await expect(consoleOf(page)).not.toContainText('FORGED');
  });

  test('the kernel and the registry cannot be used to swap a module for the next run', async ({ page }) => {
    const tamper = `import { McpServer } from '@modelcontextprotocol/server';
const scope = globalThis as Record<string, any>;
console.log('kernel:', typeof scope.__mcpTourKernel);
const registry = scope.__mcpTourModules;
registry['@modelcontextprotocol/server'] = { McpServer: class Fake {} };
(McpServer.prototype as any).registerTool = () => { throw new Error('tampered'); };
console.log('tampered');
`;
    await page.goto(shareLink(tamper));
    await run(page);
    await expect(consoleOf(page)).toContainText('kernel: undefined');
    await setCode(
      page,
      "import { McpServer } from '@modelcontextprotocol/server';\nconst s = new McpServer({ name: 'a', version: '1' });\ns.registerTool('t', { description: 'T' }, async () => ({ content: [] }));\nconsole.log('untouched', McpServer.name.length > 0);\n",
    );
    await run(page);
    await expect(consoleOf(page)).toContainText('untouched true');
  });
});

test.describe('attack: the Console prints what node prints', () => {
  test.beforeEach(async ({ page }) => {
    await withoutMonaco(page);
  });

  for (const { what, program } of [
    // Found: the packs are minified without keeping names: "[class jC]" for McpServer.
    { what: 'class and function names of SDK v2 read as under node', program: 'attackNames.mjs' },
    // The names come from the build now (build/sandbox/exportNames.ts), not from a guess.
    { what: 'class and function names of SDK 1.x, zod and node:assert read as under node', program: 'namesSdk1.mjs' },
    // Found: under node the SDK checks with Ajv ("data/celsius must be number", every failure); the
    // browser build used @cfworker/json-schema (other words, other verdicts on some schemas).
    {
      what: "the v2 client's JSON Schema verdicts on a tool's structured output read as under node",
      program: 'attackClientValidation.mjs',
    },
    { what: 'a server factory that throws prints what node prints', program: 'attackThrowingFactory.mjs' },
  ]) {
    test(what, async ({ page }) => {
      await page.goto(shareLink(fixtureCode(program)));
      await run(page);
      expect(await consoleLines(page)).toEqual(nodePrints(fixture(program)));
    });
  }
});

test.describe('attack: keyboard and axe on the New dialog', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`New dialog (${colorScheme}): no serious axe findings, reachable and usable by keyboard alone`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await withoutMonaco(page);
      await page.goto('/playground/');
      await expect(runButton(page)).toBeEnabled();
      const newButton = page.getByRole('button', { name: 'New', exact: true });
      await newButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Start a new snippet' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Focus starts on the first starting point; Tab never reaches the page behind the modal
      // dialog (past its last button a native modal dialog lets focus go to the browser's own UI).
      await expect(dialog.getByRole('button', { name: /^SDK 1\.x/ })).toBeFocused();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(
          await dialog.evaluate(
            (element) => element.contains(document.activeElement) || document.activeElement === document.body,
          ),
        ).toBe(true);
      }
      // Pick SDK v2 (2026-07-28) by keyboard, then run with Ctrl+Enter.
      const modern = dialog.getByRole('button', { name: /^SDK v2 · MCP 2026-07-28/ });
      while (!(await modern.evaluate((element) => element === document.activeElement)))
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(newButton).toBeFocused();
      await page.keyboard.press('ControlOrMeta+Enter');
      await expect(stopButton(page)).toHaveCount(0, { timeout: 20_000 });
      await expect(consoleOf(page)).toContainText('Protocol version: 2026-07-28');
    });
  }
});

test.describe('attack: keyboard and axe on the playground after a v2 run', () => {
  test('two-era program: Run by keyboard, every view reachable by keyboard, no serious axe findings', async ({
    page,
  }) => {
    await withoutMonaco(page);
    await page.goto(shareLink(fixtureCode('twoEras.mjs')));
    await expect(runButton(page)).toBeEnabled();
    await runButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(stopButton(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(consoleOf(page)).toContainText('unknown tool:');
    for (const name of ['Chain', 'Messages', 'LLM context', 'Wire'] as const) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
      await tab.focus();
      await page.keyboard.press('Enter');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(region(page, name)).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    }
  });
});

test.describe('attack: share links and embeds with v2 code', () => {
  test('a damaged share link of v2 code says so, and the default example runs', async ({ page }) => {
    await withoutMonaco(page);
    const good = shareLink(fixtureCode('twoEras.mjs'));
    // Cut in the middle, as a chat client that wraps long lines does.
    await page.goto(good.slice(0, Math.floor(good.length / 2)));
    await expect(page.getByText("This link's code could not be read")).toBeVisible();
    await run(page);
    await expect(consoleOf(page)).toContainText('2 + 3 =');
  });

  test('an embed of v2 code runs it', async ({ page }) => {
    await withoutMonaco(page);
    await page.goto(shareLink(V2_CODE, true));
    await run(page);
    await expect(consoleOf(page)).toContainText('v2 says function');
  });
});

test.describe('attack: serveStdio in the views', () => {
  test('a v2 client in auto mode over serveStdio: the Messages view shows its server/discover request, not only an answer to nobody', async ({
    page,
  }) => {
    await withoutMonaco(page);
    await page.goto(shareLink(fixtureCode('attackServeStdio.ts')));
    await run(page);
    await expect(consoleOf(page)).toContainText('2026-07-28');
    const messages = await openView(page, 'Messages');
    // The probe's answer is listed ("1 result id server-discover-probe-1 calc (server#1) → client");
    // found: the request it answers is not, and the answer goes to an unnamed "client".
    await expect(messages.getByRole('button', { name: /server\/discover .*host → calc/ })).toBeVisible();
  });
});

test.describe('attack: the v2 quickstart pasted as is', () => {
  test("StdioServerTransport gets the tour's advice (a simulated process), not a class the page cannot import", async ({
    page,
  }) => {
    await withoutMonaco(page);
    const quickstart = `import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';
const server = new McpServer({ name: 'demo', version: '1.0.0' });
server.registerTool('add', { description: 'Add', inputSchema: z.object({ a: z.number(), b: z.number() }) }, async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
const transport = new StdioServerTransport();
await server.connect(transport);
console.error('Server running on stdio');
`;
    await page.goto(shareLink(quickstart));
    await run(page);
    // Found: the SDK's browser shim says "StdioServerTransport is not supported in this environment.
    // Use StreamableHTTPServerTransport instead." — a class @modelcontextprotocol/server does not
    // export. serveStdio's wrapper (src/runtime/modules/packs/sdk2.ts) already says what to do here.
    await expect(consoleOf(page)).toContainText('defineServerProgram');
  });
});

test.describe('attack: a v2 flood through createMcpHandler', () => {
  test('3,000 concurrent tool calls: the page keeps answering, Run comes back, the views open', async ({ page }) => {
    await withoutMonaco(page);
    const flood = `import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'flood', version: '1.0.0' });
  server.registerTool('add', { description: 'Add', inputSchema: z.object({ a: z.number(), b: z.number() }) }, async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
  return server;
});
const client = new Client({ name: 'flooder', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('http://flood.example/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
const results = await Promise.all(Array.from({ length: 3000 }, (_, i) => client.callTool({ name: 'add', arguments: { a: i, b: 1 } })));
console.log('calls:', results.length);
`;
    await page.goto(shareLink(flood));
    await expect(runButton(page)).toBeEnabled();
    await runButton(page).click();
    // As flood.spec.ts: the page answers a script evaluation at every sample until Run is back
    // (how fast is the bench's to measure, not a test's).
    await answersUntilRunIsBack(page);
    // Under node the 3,000 calls take about 14 s here: the playground's 5 s limit ends the run.
    await expect(consoleOf(page)).toContainText(/calls: 3000|Stopped after 5 s/);
    const messages = await openView(page, 'Messages');
    await expect(messages.getByRole('button', { name: /^1 server\/discover / })).toBeVisible();
  });
});
