// Cold visits of a blog post on another origin that embeds MCP Tour with embed.js, the way a
// blog's reader meets an embed: a new browser with a fresh profile, the blog served from
// "localhost", the embeds from the bench's accounting server on 127.0.0.1 (another site). Bytes
// are what MCP Tour's server sent (embed.js, the embed page, its assets and Workers); the blog's
// own page is not counted.

import { createServer } from 'node:http';
import { largestResponses, openVisit, recordFailures, totalBytes, withFreshBrowser } from './browserVisit.mjs';

const EDITOR_FILES = /\/assets\/(monacoView|editor\.worker|ts\.worker)[^/]*$/;
const CODE_BLOCK = `import { z } from 'zod';
const greeting = z.string().parse('hello from a blog');
console.log(greeting);`;

/** The blog's pages: one embed of the lesson at the top of a post, and ten embeds down a long post. */
export function blogPages(siteBase, lesson) {
  const page = (title, body) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">` +
    `<style>body{max-width:720px;margin:0 auto;padding:24px;font:17px/1.6 Georgia,serif}.filler{min-height:1200px}</style></head>` +
    `<body><h1>${title}</h1>${body}<script src="${siteBase}embed.js" async></script></body></html>`;
  const lessonEmbed = `<div data-mcp-tour="${lesson}"></div>`;
  const codeEmbed = `<pre data-mcp-tour><code>${CODE_BLOCK.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code></pre>`;
  const ten = Array.from(
    { length: 10 },
    (_, i) => `${i > 0 ? '<p class="filler">Prose between two embeds.</p>' : ''}${i % 2 ? codeEmbed : lessonEmbed}`,
  );
  return { one: page('One embed', lessonEmbed), ten: page('Ten embeds', ten.join('')) };
}

/** Serves the blog's pages on 127.0.0.1; their address uses "localhost", another site than the embeds'. */
export async function startBlogServer(pages) {
  const server = createServer((request, response) => {
    const name = /^\/(\w+)\.html$/.exec(request.url ?? '')?.[1];
    if (!name || !Object.hasOwn(pages, name)) return response.writeHead(404).end();
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(pages[name]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: (name) => `http://localhost:${port}/${name}.html`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * One cold visit of a blog page. For the first embed on it: embedRunReadyMs (from the blog page's
 * navigation start until the embed's Run button is enabled), embedFrameRunReadyMs (the same from the
 * embed's own navigation start), embedBytesBeforeRunReady, embedScriptBytes and, with `firstRun`,
 * embedFirstRunMs. With `idleMs`, also what the page fetched in that much more time without scrolling:
 * bytesAfterIdle, framesLoaded, runnersStarted, editorBytes (Monaco, which must stay 0).
 */
export async function measureEmbedVisit({
  url,
  executablePath,
  timeoutMs,
  responsesBetween,
  firstRun = false,
  idleMs = 0,
}) {
  const sample = {};
  const { errors, attempt } = recordFailures();

  await withFreshBrowser({ executablePath }, async (page) => {
    const { visitStartedAt, timeOrigin: pageOrigin } = await openVisit(page, url, timeoutMs);
    const iframe = page.locator('iframe.mcp-tour-embed').first();
    let frame;

    const ready = await attempt('embedRunReadyMs', async () => {
      await iframe.waitFor({ state: 'attached', timeout: timeoutMs });
      frame = await (await iframe.elementHandle()).contentFrame();
      await frame.waitForURL(/\/embed\//, { timeout: timeoutMs });
      await frame.waitForFunction(() => (window.__mcpTourBench?.runReadyAt ?? null) !== null, null, {
        timeout: timeoutMs,
        polling: 50,
      });
      const [frameOrigin, runReadyAt] = await frame.evaluate(() => [
        performance.timeOrigin,
        window.__mcpTourBench.runReadyAt,
      ]);
      sample.embedFrameRunReadyMs = runReadyAt;
      sample.embedRunReadyMs = frameOrigin + runReadyAt - pageOrigin;
      const responses = await responsesBetween(visitStartedAt, frameOrigin + runReadyAt);
      sample.embedBytesBeforeRunReady = totalBytes(responses);
      sample.embedScriptBytes = responses.find((response) => /\/embed\.js$/.test(response.path ?? ''))?.bytes;
      sample.largestBeforeEmbedRunReady = largestResponses(responses, 6);
    });

    if (ready && firstRun) {
      await attempt('embedFirstRunMs', async () => {
        const embed = iframe.contentFrame();
        // The probe times a run until every check has a verdict: show the Checks tab first.
        await embed.getByRole('tab', { name: 'Checks', exact: true }).click({ timeout: timeoutMs });
        await embed.getByRole('button', { name: 'Run', exact: true }).click({ timeout: timeoutMs });
        await frame.waitForFunction(() => window.__mcpTourBench.runs.length > 0, null, {
          timeout: timeoutMs,
          polling: 50,
        });
        const [run] = await frame.evaluate(() => window.__mcpTourBench.runs);
        sample.embedFirstRunMs = run.settledAt - run.clickAt;
      });
    }

    if (ready && idleMs > 0) {
      await attempt('tenEmbeds', async () => {
        await page.waitForTimeout(idleMs);
        const responses = await responsesBetween(visitStartedAt, performance.timeOrigin + performance.now());
        sample.bytesAfterIdle = totalBytes(responses);
        sample.editorBytes = totalBytes(responses.filter((response) => EDITOR_FILES.test(response.path ?? '')));
        sample.framesLoaded = await page.locator('iframe').count();
        sample.runnersStarted = 0;
        for (const child of page.frames().filter((candidate) => /\/embed\//.test(candidate.url()))) {
          const state = await child
            .evaluate(() => document.querySelector('main.embed')?.getAttribute('data-runner'))
            .catch(() => null);
          if (state === 'started') sample.runnersStarted += 1;
        }
      });
    }
  });
  return { sample, errors };
}
