// How soon the editor knows the SDK: from navigation to the first hover over `McpServer` (in
// `new McpServer(`) that shows the constructor's signature. One browser with a fresh profile per
// sample: the first visit is cold (nothing cached), the visits after it in the same profile are
// repeat visits (HTTP cache and V8's code cache warm, as for a learner coming back).
//
// The first hover on unedited code may be answered from TypeScript's answers kept for that code (the
// build's for a starter, the browser's from an earlier visit). On the cold visit the bench then edits
// the code (a new last line) and hovers again: that answer can only come from the live TypeScript
// service (typesLiveMs, from navigation too).
//
// The hover is asked for with the keyboard (click on the name, then Ctrl+K Ctrl+I, Monaco's "Show
// Hover"), which has no hover delay: a request made before the types are ready is answered as soon
// as they are, so the probe's timestamp is when the answer appeared, not when the bench asked.

import { withFreshBrowser } from './browserVisit.mjs';

/** Milliseconds between attempts when a hover comes back empty (for example, the click landed before the view settled). */
const RETRY_MS = 1500;
/**
 * How long each visit stays before the next one: a learner reads the lesson for a while, and the
 * editor uses such quiet time to keep TypeScript's answers for the next visit.
 */
const STAY_MS = 5000;

/**
 * Returns { cold, afterEditor, live, repeats: number[], errors }: typesReadyMs of the first visit, how
 * much of it came after the editor appeared (typesAfterEditorMs: the part the types are answerable
 * for; the rest is Monaco's own load), typesLiveMs, and typesReadyMs of each repeat visit.
 */
export async function measureTypesVisits({ url, executablePath, repeatVisits, timeoutMs }) {
  const result = { cold: undefined, afterEditor: undefined, live: undefined, repeats: [], errors: [] };
  await withFreshBrowser({ executablePath, profilePrefix: 'mcp-tour-bench-types-' }, async (page) => {
    for (let visit = 0; visit <= repeatVisits; visit += 1) {
      const label = visit === 0 ? 'cold' : 'repeat';
      try {
        await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
        const ms = await firstSignatureHover(page, timeoutMs);
        if (visit === 0) {
          result.cold = ms;
          result.afterEditor = ms - (await page.evaluate(() => window.__mcpTourBench.monacoReadyAt));
        } else result.repeats.push(ms);
      } catch (error) {
        result.errors.push(`typesReadyMs (${label}): ${String(error.message ?? error).split('\n')[0]}`);
        continue;
      }
      if (visit === 0) {
        try {
          result.live = await liveSignatureHover(page, timeoutMs);
          // Back to the starter, so that the repeat visits open the same code.
          await page.keyboard.press('ControlOrMeta+Z');
        } catch (error) {
          result.errors.push(`typesLiveMs: ${String(error.message ?? error).split('\n')[0]}`);
        }
      }
      await page.keyboard.press('Escape');
      await page.waitForTimeout(STAY_MS);
    }
  });
  return result;
}

async function firstSignatureHover(page, timeoutMs) {
  await page.waitForFunction(() => window.__mcpTourBench?.monacoReadyAt != null, undefined, {
    timeout: timeoutMs,
    polling: 50,
  });
  return hoverUntilSignature(page, timeoutMs);
}

/** Adds a last line (the code is then new to TypeScript) and hovers again; from navigation. */
async function liveSignatureHover(page, timeoutMs) {
  await page.keyboard.press('Escape');
  await page.evaluate(() => (window.__mcpTourBench.typesReadyAt = null));
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  // Back to the top: Monaco draws only the lines in view, and `new McpServer(` is near the top.
  await page.keyboard.press('ControlOrMeta+Home');
  return hoverUntilSignature(page, timeoutMs);
}

/** Clicks on `McpServer` in `new McpServer(` and asks Monaco for its hover until it shows the signature; resolves to the probe's typesReadyAt. */
export async function hoverUntilSignature(page, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const box = await mcpServerBox(page);
    if (box) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // Off the name before Ctrl goes down, or Monaco starts its Ctrl+hover "go to definition" link.
      await page.mouse.move(0, 0);
      await page.keyboard.press('ControlOrMeta+K');
      await page.keyboard.press('ControlOrMeta+I');
      const answered = await page
        .waitForFunction(() => window.__mcpTourBench.typesReadyAt !== null, undefined, {
          timeout: RETRY_MS,
          polling: 50,
        })
        .then(
          () => true,
          () => false,
        );
      if (answered) return page.evaluate(() => window.__mcpTourBench.typesReadyAt);
      await page.keyboard.press('Escape');
    } else {
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`no hover with the signature of McpServer( within ${timeoutMs} ms`);
}

/** Where `McpServer` in `new McpServer(` is drawn in Monaco (Monaco renders spaces as U+00A0). */
function mcpServerBox(page) {
  return page.evaluate(() => {
    for (const line of document.querySelectorAll('[data-editor="monaco"] .view-line')) {
      const text = line.textContent.replace(/\u00a0/g, ' ');
      const at = text.indexOf('new McpServer(');
      if (at === -1) continue;
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const start = at + 'new '.length;
        if (start >= offset && start < offset + node.length) {
          const range = document.createRange();
          range.setStart(node, start - offset);
          range.setEnd(node, Math.min(node.length, start - offset + 'McpServer'.length));
          const { x, y, width, height } = range.getBoundingClientRect();
          return { x, y, width, height };
        }
        offset += node.length;
      }
    }
    return null;
  });
}
