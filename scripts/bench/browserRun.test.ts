import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../chromium.mjs';
import { startAccountingServer } from './accountingServer.mjs';
import { measureColdVisit } from './browserRun.mjs';

// The bench against a stand-in page that keeps the public contract (a Run button, a Checks region
// with data-status items, data-editor="monaco"), so the measuring code is proven before, and
// independently of, the real app. The stand-in's worker loads a file of its own: the byte count
// must include it.

const RUN_DELAY_MS = 40;

const PAGE = `<!doctype html><meta charset="utf-8"><title>stand-in</title>
<div id="editor" data-editor="light"></div>
<button type="button" disabled><svg aria-hidden="true"></svg>Run<kbd aria-hidden="true">Ctrl Enter</kbd></button>
<section aria-label="Checks"><ul><li data-status="pending">a</li><li data-status="pending">b</li></ul></section>
<script type="module" src="/assets/app.js"></script>`;

const APP = `const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
const button = document.querySelector('button');
const items = [...document.querySelectorAll('[data-status]')];
worker.onmessage = (event) => {
  if (event.data !== 'ready') items.forEach((item, i) => item.setAttribute('data-status', i ? 'fail' : 'pass'));
  button.disabled = false;
};
button.addEventListener('click', () => {
  button.disabled = true;
  items.forEach((item) => item.setAttribute('data-status', 'pending'));
  worker.postMessage('run');
});
setTimeout(() => document.getElementById('editor').setAttribute('data-editor', 'monaco'), 200);`;

const WORKER = `import { payload } from './worker-only.js';
postMessage('ready');
onmessage = () => setTimeout(() => postMessage(payload.length), ${RUN_DELAY_MS});`;

let root: string;
let workerOnly: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mcp-tour-bench-site-'));
  mkdirSync(path.join(root, 'lessons', 'demo'), { recursive: true });
  mkdirSync(path.join(root, 'assets'));
  workerOnly = `export const payload = "${randomBytes(30_000).toString('hex')}";\n`;
  writeFileSync(path.join(root, 'lessons', 'demo', 'index.html'), PAGE);
  writeFileSync(path.join(root, 'assets', 'app.js'), APP);
  writeFileSync(path.join(root, 'assets', 'worker.js'), WORKER);
  writeFileSync(path.join(root, 'assets', 'worker-only.js'), workerOnly);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(!existsSync(CHROMIUM_PATH))('bench: one cold visit', () => {
  it('times Run ready, runs and the editor, and counts the bytes workers load', { timeout: 90_000 }, async () => {
    const server = await startAccountingServer({ root, base: '/' });
    try {
      const { sample, errors } = await measureColdVisit({
        url: `http://127.0.0.1:${server.port}/lessons/demo/`,
        executablePath: CHROMIUM_PATH,
        warmRuns: 2,
        timeoutMs: 30_000,
        idleBeforeWarmRunMs: 50,
        responsesBetween: server.responsesBetween,
      });
      expect(errors).toEqual([]);
      expect(sample.runReadyMs).toBeGreaterThan(0);
      expect(sample.firstRunMs).toBeGreaterThanOrEqual(RUN_DELAY_MS - 5);
      expect(sample.warmRunSamples).toHaveLength(2);
      for (const ms of sample.warmRunSamples ?? []) expect(ms).toBeGreaterThanOrEqual(RUN_DELAY_MS - 5);
      expect(sample.monacoReadyMs).toBeGreaterThan(0);
      // The worker's import finished before the worker said "ready", so before Run was enabled.
      expect(sample.bytesBeforeRunReady).toBeGreaterThan(gzipSync(workerOnly).length);
      expect(sample.largestBeforeRunReady?.[0].path).toBe('/assets/worker-only.js');
    } finally {
      await server.close();
    }
  });
});
