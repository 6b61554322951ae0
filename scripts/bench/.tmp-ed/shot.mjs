import { startAccountingServer } from '/work/main/scripts/bench/accountingServer.mjs';
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
import { CHROMIUM_ARGS } from '/work/main/scripts/bench/browserRun.mjs';
const server = await startAccountingServer({ root: process.argv[2], base: '/' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const theme of ['light', 'dark']) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, colorScheme: theme });
  page.on('console', (m) => { if (!m.text().startsWith('DEBUG')) console.log('console', m.type(), m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`http://127.0.0.1:${server.port}/lessons/host-client-server/`);
  await page.waitForSelector('[data-editor="monaco"]', { timeout: 90000 });
  await page.waitForTimeout(300);
  const box = await page.evaluate(() => { for (const line of document.querySelectorAll('[data-editor="monaco"] .view-line')) { const t = line.textContent.replace(/\u00a0/g,' '); if (t.includes('new McpServer(')) { const r = line.getBoundingClientRect(); return { x: r.x, y: r.y, height: r.height }; } } });
  await page.mouse.move(box.x + 180, box.y + box.height / 2);
  await page.waitForSelector('.monaco-hover :text("McpServer(")', { timeout: 90000 }).catch((e) => console.log('no hover', e.message));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/edtypes/hover-${theme}.png` });
  // completion after server.
  await page.mouse.click(box.x + 100, box.y + box.height / 2);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('server.');
  await page.waitForSelector('.suggest-widget.visible', { timeout: 30000 }).catch((e) => console.log('no suggest', e.message));
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/edtypes/suggest-${theme}.png` });
  await page.keyboard.press('Escape');
  await page.keyboard.type('registerTool(42);');
  await page.waitForSelector('.squiggly-error', { timeout: 30000 }).catch((e) => console.log('no squiggle', e.message));
  await page.waitForTimeout(1500);
  await page.mouse.move(0,0); await page.locator('.squiggly-error').first().hover({ force: true }); await page.waitForTimeout(1200); await page.screenshot({ path: `/tmp/edtypes/error-${theme}.png` });
  console.log(theme, await page.locator('.code-editor__bar').innerText());
  await page.close();
}
await browser.close(); await server.close();
