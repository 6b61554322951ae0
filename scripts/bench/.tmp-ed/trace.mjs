import { startAccountingServer } from '/work/main/scripts/bench/accountingServer.mjs';
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
import { CHROMIUM_ARGS } from '/work/main/scripts/bench/browserRun.mjs';
import { installPageProbe } from '/work/main/scripts/bench/pageProbe.mjs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
const dir = process.argv[2];
const visits = Number(process.argv[3] ?? 2);
const server = await startAccountingServer({ root: dir, base: '/' });
const url = `http://127.0.0.1:${server.port}/lessons/host-client-server/`;
const context = await chromium.launchPersistentContext(mkdtempSync('/tmp/edprof-'), { executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
const page = context.pages()[0];
await page.addInitScript(installPageProbe);
for (let v = 0; v < visits; v++) {
  const lines = [];
  let origin = 0;
  const onConsole = (m) => { const t = m.text(); if (t.startsWith('DEBUG-ED')) lines.push(t); };
  page.on('console', onConsole);
  console.log(`--- visit ${v} load ${os.loadavg()[0].toFixed(1)}`);
  await page.goto(url, { waitUntil: 'commit' });
  origin = await page.evaluate(() => performance.timeOrigin);
  await page.waitForFunction(() => window.__mcpTourBench?.monacoReadyAt != null, undefined, { timeout: 60000, polling: 50 });
  // hover
  const box = await page.evaluate(() => { for (const line of document.querySelectorAll('[data-editor="monaco"] .view-line')) { const t = line.textContent.replace(/\u00a0/g,' '); const at = t.indexOf('new McpServer('); if (at < 0) continue; const r = line.getBoundingClientRect(); return { x: r.x + (at + 6) * 8.4 + 20, y: r.y + r.height / 2 }; } });
  await page.mouse.click(box.x, box.y); await page.keyboard.press('ControlOrMeta+K'); await page.keyboard.press('ControlOrMeta+I');
  await page.waitForFunction(() => window.__mcpTourBench.typesReadyAt != null, undefined, { timeout: 60000, polling: 50 }).catch(() => {});
  await page.waitForTimeout(500);
  const p = await page.evaluate(() => window.__mcpTourBench);
  page.off('console', onConsole);
  for (const l of lines) { const parts = l.split(' '); const t = Number(parts.pop()); console.log(String(Math.round(t - origin)).padStart(6), parts.slice(1).join(' ')); }
  console.log('probe run', Math.round(p.runReadyAt), 'monaco', Math.round(p.monacoReadyAt), 'types', Math.round(p.typesReadyAt));
}
await context.close(); await server.close();
