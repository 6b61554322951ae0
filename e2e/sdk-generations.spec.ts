import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { consoleLines, LESSON_1, nodePrints, openView, playgroundLink, region, run, setCode } from './support';

// SDK v2 beside SDK 1.x: a program written for v2 prints in the page what `node` prints, and each
// generation is downloaded only by pages whose code imports it.

const TWO_ERAS = new URL('./fixtures/twoEras.mjs', import.meta.url);
const SDK1_SCHEMA_VERDICTS = new URL('./fixtures/sdk1SchemaVerdicts.mjs', import.meta.url);
const ZOD_EXTRAS = new URL('./fixtures/zodExtras.mjs', import.meta.url);
// What build/sandbox/stubs/sdk1Validator.ts adds to each message from the browser's validator.
const BROWSER_VALIDATOR_NOTE =
  /\(checked in the browser by @cfworker\/json-schema; under Node, SDK 1\.x's Ajv words this differently\)$/;
const shareLink = (code: string) => playgroundLink(code);
const V2_PACK = /\/assets\/sandbox-sdk2-[^/]*\.js$/;

function packRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (V2_PACK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

test.describe('two SDK generations', () => {
  test('a v2 program with an auto and a legacy client prints what node prints, and the Messages view shows both eras', async ({
    page,
  }) => {
    const expected = nodePrints(TWO_ERAS);
    expect(expected).toHaveLength(8);
    await page.goto(shareLink(readFileSync(TWO_ERAS, 'utf8')));
    await run(page);
    expect(await consoleLines(page)).toEqual(expected);

    const messages = await openView(page, 'Messages');
    const connection = messages.getByRole('combobox', { name: 'Connection' });
    await connection.selectOption({ label: '1: weather (server#1)' });
    await expect(messages.getByRole('button', { name: /^1 server\/discover .*auto-client → weather/ })).toBeVisible();
    await expect(messages.getByText('initialize', { exact: true })).toHaveCount(0);
    await connection.selectOption({ label: '2: weather (server#2)' });
    await expect(messages.getByRole('button', { name: /^\d+ initialize .*legacy-client → weather/ })).toBeVisible();
    await expect(messages.getByText('server/discover', { exact: true })).toHaveCount(0);
  });

  test("SDK 1.x's JSON Schema checks (tool output, elicitation answers) give node's verdicts, and each message says which validator worded it", async ({
    page,
  }) => {
    // One line of JSON: { check, verdict, message } for each check.
    type Outcome = { check: string; verdict: string; message?: string };
    const verdicts = (outcomes: Outcome[]) => outcomes.map(({ check, verdict }) => `${check}: ${verdict}`);
    const expected: Outcome[] = JSON.parse(nodePrints(SDK1_SCHEMA_VERDICTS).join('\n'));
    expect(expected).toHaveLength(10);
    await page.goto(shareLink(readFileSync(SDK1_SCHEMA_VERDICTS, 'utf8')));
    await run(page);
    await expect(region(page, 'Console')).toContainText('elicit #3');
    const printed: Outcome[] = JSON.parse((await consoleLines(page)).join('\n'));
    expect(verdicts(printed)).toEqual(verdicts(expected));
    const failures = printed.filter((outcome) => outcome.message !== undefined);
    expect(failures).toHaveLength(8);
    for (const { message } of failures) expect(message).toMatch(BROWSER_VALIDATOR_NOTE);
    // Every failing field is named, as node's Ajv names them, not only the first.
    expect(printed.find(({ check }) => check.startsWith('output {"iid":7.5'))?.message).toMatch(/#\/iid: .*#\/state: /);
  });

  // Passed 6 of 6 on the current build (--workers 1, --repeat-each 5 and in its file); the earlier failure
  // was not reproduced. Left fixme until it holds under the full suite's load.
  test.fixme('a 1.x lesson downloads no byte of SDK v2, and a v2 page loads it before Run', async ({ page }) => {
    const requested = packRequests(page);
    await page.goto(LESSON_1);
    await run(page);
    await expect(region(page, 'Checks').locator('[data-status="pass"]').first()).toBeVisible();
    expect(requested).toEqual([]);

    await page.goto(
      shareLink("import { McpServer } from '@modelcontextprotocol/server';\nconsole.log(typeof McpServer);\n"),
    );
    // Loaded while the learner reads, not after Run.
    await expect.poll(() => requested.length).toBe(1);
    await run(page);
    await expect(region(page, 'Console')).toContainText('function');
  });

  test("a program never sees the runtime's internals the packs were loaded with", async ({ page }) => {
    await page.goto(
      shareLink(
        "import { McpServer } from '@modelcontextprotocol/server';\nconsole.log('kernel:', typeof (globalThis as Record<string, unknown>).__mcpTourKernel, typeof McpServer);\n",
      ),
    );
    await run(page);
    await expect(region(page, 'Console')).toContainText('kernel: undefined function');
  });

  test('code that names SDK v2 in a way the page cannot see gets a message that says how to import it', async ({
    page,
  }) => {
    // An escape in the string: the import is real, but the page's quick scan does not recognise it.
    await page.goto(shareLink("await import('@modelcontextprotocol\\u002fserver');\n"));
    await run(page);
    await expect(region(page, 'Console')).toContainText('MCP Tour loads it only for code that imports it by name');
  });
});

test.describe('the transpiler', () => {
  const TRANSPILER = /\/assets\/sandbox-transpile-[^/]*\.js$/;

  test('plain JavaScript runs without it; code with type syntax downloads it once and runs, errors at its own line and column', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (TRANSPILER.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto(shareLink("const greeting = 'plain';\nconsole.log(greeting, [1, 2].map((n) => n * 2));\n"));
    await run(page);
    expect(await consoleLines(page)).toEqual(['plain [ 2, 4 ]']);
    expect(requested).toEqual([]);

    await setCode(
      page,
      "interface Note { text: string }\nconst note: Note = { text: 'typed' };\nconsole.log(note.text as string);\n(note as unknown as { x: { y: 1 } }).x.y;\n",
    );
    const printed = ['typed', "TypeError (line 4, column 40): Cannot read properties of undefined (reading 'y')"];
    await run(page);
    expect(await consoleLines(page)).toEqual(printed);
    expect(requested).toHaveLength(1);
    await run(page);
    expect(await consoleLines(page)).toEqual(printed);
    expect(requested).toHaveLength(1);
  });
});

test.describe("zod's fromJSONSchema and compile", () => {
  const ZOD_EXTRAS_PACK = /\/assets\/sandbox-zodExtras-[^/]*\.js$/;

  test('left out of the first load, they come for code that names them and print what node prints; a computed name gets a message', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (ZOD_EXTRAS_PACK.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto(
      shareLink(
        "import { z } from 'zod';\nconsole.log(typeof z[['from', 'JSONSchema'].join('')]);\nz[['from', 'JSONSchema'].join('')]({});\n",
      ),
    );
    await run(page);
    await expect(region(page, 'Console')).toContainText('function');
    await expect(region(page, 'Console')).toContainText('z.fromJSONSchema is loaded only for programs that name it');
    expect(requested).toEqual([]);

    const expected = nodePrints(ZOD_EXTRAS);
    await setCode(page, readFileSync(ZOD_EXTRAS, 'utf8'));
    await run(page);
    expect(await consoleLines(page)).toEqual(expected);
    expect(requested).toHaveLength(1);
  });
});

test.describe('starting points', () => {
  for (const { choice, imports, version, firstMessage } of [
    {
      choice: /^SDK v2 · MCP 2026-07-28/,
      imports: "from '@modelcontextprotocol/server'",
      version: '2026-07-28',
      firstMessage: 'server/discover',
    },
    {
      choice: /^SDK v2 · MCP 2025-11-25/,
      imports: "from '@modelcontextprotocol/server'",
      version: '2025-11-25',
      firstMessage: 'initialize',
    },
    {
      choice: /^SDK 1\.x · MCP 2025-11-25/,
      imports: "from '@modelcontextprotocol/sdk/server/mcp.js'",
      version: undefined,
      firstMessage: 'initialize',
    },
  ]) {
    test(`New offers ${choice.source.slice(1)}, which runs as its note says`, async ({ page }) => {
      await page.goto('/playground/');
      const newButton = page.getByRole('button', { name: 'New', exact: true });
      await newButton.click();
      const dialog = page.getByRole('dialog', { name: 'Start a new snippet' });
      const option = dialog.getByRole('button', { name: choice });
      // The note is the button's description, for a screen reader as for the eye.
      await expect(option).toHaveAccessibleDescription(/\S{10,}/);
      await option.click();
      await expect(dialog).toHaveCount(0);
      await expect(newButton).toBeFocused();
      await expect(region(page, 'Editor')).toContainText(imports);
      await run(page);
      await expect(region(page, 'Console')).toContainText('2 + 3 =');
      if (version) await expect(region(page, 'Console')).toContainText(`Protocol version: ${version}`);
      const messages = await openView(page, 'Messages');
      await expect(
        messages.getByRole('button', { name: new RegExp(`^1 ${firstMessage.replace('/', '\\/')} `) }),
      ).toBeVisible();
    });
  }

  test('Escape closes the New dialog and keeps the code', async ({ page }) => {
    await page.goto('/playground/');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Start a new snippet' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(region(page, 'Editor')).toContainText('@modelcontextprotocol/sdk/server/mcp.js');
  });
});
