import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { hoverWidget, LESSON_1, region, setCode, textBox } from './support';

// SDK v2's types in the editor. Each SDK generation's declarations are a chunk of their own
// (types-sdk1-*.js, types-sdk2-*.js), which the editor's TypeScript worker downloads only once the
// code imports that generation: a 1.x lesson never downloads v2's, and v2 code never 1.x's. Requests
// are watched on the browser context, which sees the workers' requests too.

const MONACO_TIMEOUT_MS = 45_000;
const SDK1_TYPES_CHUNK = /\/assets\/types-sdk1-[\w-]+\.js$/;
const SDK2_TYPES_CHUNK = /\/assets\/types-sdk2-[\w-]+\.js$/;
/** The declarations every page's editor loads (types-<hash>.js: zod, the libs), not a pack's (types-sdk1-, types-sdk2-, types-assert-). */
const TYPES_CHUNK = /\/assets\/types-(?!sdk\d-|assert-)[\w-]+\.js$/;

const V2_PROGRAM = [
  "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';",
  "import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';",
  '',
  "const handler = createMcpHandler(() => new McpServer({ name: 'modern', version: '1.0.0' }));",
  "const client = new Client({ name: 'modern-client', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });",
  "await client.connect(new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), { fetch: (input, init) => handler.fetch(new Request(input, init)) }));",
  "const server = new McpServer({ name: 'typed', version: '1.0.0' });",
  'server',
].join('\n');

const V1_PROGRAM = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  '',
  "const server = new McpServer({ name: 'classic', version: '1.0.0' });",
  'server',
].join('\n');

const editor = (page: Page) => region(page, 'Editor').locator('.code-editor');

async function monacoReady(page: Page): Promise<void> {
  await expect(editor(page)).toHaveAttribute('data-editor', 'monaco', { timeout: MONACO_TIMEOUT_MS });
}

/** Every URL the page and its workers request from now on. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request) => urls.push(request.url()));
  return urls;
}

const playgroundWith = (code: string) => `/playground/#code/${LZString.compressToEncodedURIComponent(code)}`;

/** Hovers `word` where `lineText` is drawn until the hover shows `expected` (types may still be loading). */
async function hoverUntil(page: Page, lineText: string, word: string, expected: string): Promise<void> {
  await expect(async () => {
    const at = await textBox(page, lineText, word);
    expect(at).not.toBeNull();
    await page.mouse.move(0, 0);
    await page.mouse.move(at!.x, at!.y);
    await expect(hoverWidget(page)).toContainText(expected, { timeout: 5_000 });
  }).toPass({ timeout: MONACO_TIMEOUT_MS });
}

/** Clicks `word` and presses F12 until the editor shows the declaration it leads to (`reading`: the bar's text). */
async function goToDefinition(page: Page, lineText: string, word: string, reading: string | RegExp): Promise<void> {
  const at = await textBox(page, lineText, word);
  expect(at).not.toBeNull();
  await page.mouse.click(at!.x, at!.y);
  await page.keyboard.press('F12');
  await expect(editor(page)).toContainText(reading, { timeout: MONACO_TIMEOUT_MS });
}

test.describe('the editor knows SDK v2', () => {
  test.describe.configure({ timeout: 120_000 });

  test('v2 code from a link: hovering McpServer shows its signature and docs, a wrong argument is an error, `server.` completes; no 1.x declarations', async ({
    page,
  }) => {
    const requests = requestLog(page);
    await page.goto(playgroundWith(V2_PROGRAM.replace("name: 'modern-client'", 'name: 42')));
    await monacoReady(page);
    await hoverUntil(page, 'const server = new McpServer(', 'McpServer', 'McpServer(serverInfo: Implementation');
    await expect(hoverWidget(page)).toContainText('High-level MCP server');
    // Its doc comment's {@linkcode McpServer.server | server} reads as code, not as the tag.
    await expect(hoverWidget(page)).toContainText('via the server property');
    await expect(hoverWidget(page)).not.toContainText('{@link');
    expect(requests.filter((url) => SDK2_TYPES_CHUNK.test(url))).toHaveLength(1);
    expect(requests.filter((url) => SDK1_TYPES_CHUNK.test(url))).toEqual([]);

    await expect(page.getByRole('button', { name: '1 type error' })).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    await expect(editor(page).locator('.squiggly-error')).toHaveCount(1);
    // TypeScript marks the property whose value is wrong.
    await hoverUntil(page, 'new Client({ name: 42', 'name', "Type 'number' is not assignable to type 'string'");

    await page.mouse.move(0, 0);
    await expect(hoverWidget(page)).toHaveCount(0);
    await editor(page).locator('.code-editor__surface').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('.');
    const suggestions = page.locator('.suggest-widget');
    await expect(suggestions).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    await expect(suggestions.getByRole('option', { name: /registerTool/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.type('registerTool(');
    await expect(page.locator('.parameter-hints-widget')).toContainText('name: string', { timeout: MONACO_TIMEOUT_MS });
  });

  test('1.x code first, then v2 typed in: the v2 types arrive only then, `server.` completes from them, and go to definition opens them', async ({
    page,
  }) => {
    const requests = requestLog(page);
    await page.goto(playgroundWith(V1_PROGRAM));
    await monacoReady(page);
    await hoverUntil(page, 'new McpServer(', 'McpServer', 'McpServer(serverInfo: Implementation');
    expect(requests.filter((url) => SDK2_TYPES_CHUNK.test(url))).toEqual([]);
    // The editor has fetched the declarations it can open (for go to definition) before v2's existed.
    await goToDefinition(
      page,
      'new McpServer(',
      'McpServer',
      'Reading @modelcontextprotocol/sdk/dist/esm/server/mcp.d.ts (read-only)',
    );
    await page.getByRole('button', { name: 'Back to your code' }).click();

    await setCode(page, V2_PROGRAM);
    await hoverUntil(page, 'new Client(', 'Client', 'Client(');
    await expect(page.getByRole('button', { name: /type error/ })).toHaveCount(0);
    await page.keyboard.type('.');
    const suggestions = page.locator('.suggest-widget');
    await expect(suggestions).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    await expect(suggestions.getByRole('option', { name: /registerTool/ })).toBeVisible();
    expect(requests.filter((url) => SDK2_TYPES_CHUNK.test(url))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await goToDefinition(
      page,
      'const server = new McpServer(',
      'McpServer',
      /Reading @modelcontextprotocol\/server\/dist\/[\w-]+\.d\.mts \(read-only\)/,
    );
    await expect(editor(page).locator('.view-lines')).toContainText('declare class McpServer');
  });

  test('a 1.x lesson downloads no v2 type declarations', async ({ page }) => {
    const requests = requestLog(page);
    await page.goto(LESSON_1);
    await monacoReady(page);
    // An edit only the live TypeScript service can answer for: its declarations are loaded and used.
    await setCode(
      page,
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nnew McpServer({ name: 7, version: '1.0.0' });\n",
    );
    await expect(page.getByRole('button', { name: '1 type error' })).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    expect(requests.filter((url) => TYPES_CHUNK.test(url))).toHaveLength(1);
    expect(requests.filter((url) => SDK1_TYPES_CHUNK.test(url))).toHaveLength(1);
    expect(requests.filter((url) => SDK2_TYPES_CHUNK.test(url))).toEqual([]);
    expect(requests.filter((url) => /sdk2/i.test(url))).toEqual([]);
  });
});
