#!/usr/bin/env node
// npm run bench: how fast a learner gets from opening lesson 1 to a finished run, measured the way
// a learner meets it: a production build, served gzipped as static files, opened cold in Chromium.
// Progress goes to stderr; stdout carries exactly one JSON object, so `npm run bench --silent > x.json`
// (or `node scripts/bench.mjs > x.json`) keeps a clean record.
//
//   node scripts/bench.mjs [--runs N] [--warm-runs N] [--lesson slug] [--dir dist] [--skip-build] [--timeout ms]

import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureColdVisit } from './bench/browserRun.mjs';
import { blogPages, measureEmbedVisit, startBlogServer } from './bench/embedRun.mjs';
import { clickPostPage, landingPostPage, measureClickPostVisit } from './bench/clickPostRun.mjs';
import { measureTypesVisits } from './bench/typesRun.mjs';
import { FLOOD_PROGRAM, measureFloodVisit } from './bench/floodRun.mjs';
import { measureV2Visit, v2PlaygroundUrl } from './bench/v2Run.mjs';
import { measureNextLessonVisit } from './bench/nextLessonRun.mjs';
import { benchNodeRun, findSolution } from './bench/nodeRun.mjs';
import { round, summarize } from './bench/stats.mjs';
import { startAccountingServer } from './bench/accountingServer.mjs';
import { normalizeBase } from './serve.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { parseCommandLine } from './cli.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

const TARGETS = {
  runReadyMs: { max: 1000, label: '<= 1000 ms' },
  warmRunMs: { max: 150, label: '<= 150 ms' },
  bytesBeforeRunReady: { max: 250_000, label: '<= 250 kB (250000 bytes, compressed)' },
  embedBytesBeforeRunReady: { max: 260_000, label: '<= 260 kB (260000 bytes, compressed)' },
  embedScriptBytes: { max: 7_000, label: '<= 7 kB (compressed, with headers)' },
  // Ten embeds must not load the full editor before the reader edits one.
  tenEmbedsEditorBytes: { max: 0, label: '0 bytes of Monaco' },
  // A post with three load=click embeds (scripts/bench/clickPostRun.mjs).
  clickPostBytesBeforeClick: { max: 25_000, label: '<= 25 kB (compressed) before a click' },
  clickPostAnchorCls: { max: 0.02, label: '<= 0.02' },
  landingPostAnchorCls: { max: 0.02, label: '<= 0.02' },
  landingPostReloadCls: { max: 0.02, label: '<= 0.02' },
  phoneEmbedHeightPx: { max: 900, label: '<= 900 px at 375 px wide' },
  // Lesson 1 → Next on a cold profile: the next lesson opens warm (scripts/bench/nextLessonRun.mjs).
  nextRunReadyMs: { max: 100, label: '<= 100 ms from the click on Next' },
  nextHoverMs: { max: 300, label: '<= 300 ms from the click on Next' },
  typesReadyMs: { max: 3000, label: '<= 3000 ms' },
  typesReadyWarmMs: { max: 1000, label: '<= 1000 ms' },
  // The page keeps answering while a program floods the Console, and Run comes back.
  floodSlowestAnswerMs: { max: 1000, label: '<= 1000 ms' },
  floodRunBackMs: { max: 15_000, label: '<= 15000 ms' },
};

// Reported in this order; each is the median over the cold visits (warm runs are pooled).
const METRICS = [
  'runReadyMs',
  'firstRunMs',
  'warmRunMs',
  'bytesBeforeRunReady',
  // The same cold visit of the build given with --baseline (the previous build), in this bench run.
  'baselineRunReadyMs',
  'baselineBytesBeforeRunReady',
  // Lesson 1 → Next on a cold profile, from the click (scripts/bench/nextLessonRun.mjs).
  'nextRunReadyMs',
  'nextHoverMs',
  'monacoReadyMs',
  'bytesUntilMonacoReady',
  'nodeRunMs',
  'nodeInProcessMs',
  'nodeStartupMs',
  // A blog post on another origin embedding the lesson with embed.js (scripts/bench/embedRun.mjs).
  'embedRunReadyMs',
  'embedFrameRunReadyMs',
  'embedBytesBeforeRunReady',
  'embedScriptBytes',
  'embedFirstRunMs',
  // A post with ten embeds, the first at the top: what loads without the reader scrolling.
  'tenEmbedsRunReadyMs',
  'tenEmbedsBytesBeforeRunReady',
  'tenEmbedsBytesAfterIdle',
  'tenEmbedsFramesLoaded',
  'tenEmbedsRunnersStarted',
  'tenEmbedsEditorBytes',
  // A post with three load=click embeds: before a click, at an anchor landing, and on a phone after Run.
  'clickPostBytesBeforeClick',
  'clickPostAnchorCls',
  'phoneEmbedHeightPx',
  'phoneOutputInView',
  // A post whose <pre> and fence embeds load as they come near (embed.js in its <head>): at an
  // anchor landing below them, and on a reload there.
  'landingPostAnchorCls',
  'landingPostReloadCls',
  // A page whose code imports SDK v2 (scripts/bench/v2Run.mjs): its first load, and what it has
  // downloaded once the first run printed its result (the SDK v2 pack included).
  'v2RunReadyMs',
  'v2BytesBeforeRunReady',
  'v2FirstRunDoneMs',
  'v2BytesBeforeFirstRunDone',
  'v2PackBytes',
  // The editor knows the SDK: navigation to the first hover over McpServer answered with its
  // signature (scripts/bench/typesRun.mjs), on a cold visit and on repeat visits.
  'typesReadyMs',
  // Of typesReadyMs, the time after the editor appeared (the rest is Monaco's own download and start).
  'typesAfterEditorMs',
  'typesReadyWarmMs',
  // The same on the cold visit after an edit: only the live TypeScript service can answer.
  'typesLiveMs',
  // A million console.log calls in the playground (scripts/bench/floodRun.mjs): the slowest answer
  // of the page to a script evaluation while they run, and the time until Run is back.
  'floodSlowestAnswerMs',
  'floodRunBackMs',
];

// How long the ten-embed page is left alone after its first embed is runnable.
const TEN_EMBEDS_IDLE_MS = 3000;

const USAGE = `Usage: node scripts/bench.mjs [options]

  --runs N        cold visits, each in a new browser with a fresh profile (default 5)
  --warm-runs N   runs after the first one, per visit (default 5)
  --node-runs N   runs of the solution under plain node (default: --runs)
  --embed-runs N  cold visits of each blog page that embeds the lesson (default: --runs; 0 skips)
  --v2-runs N     cold visits of a playground link with SDK v2 code (default: --runs; 0 skips)
  --types-runs N  fresh browsers timing the first SDK hover, each a cold visit and repeat visits (default: --runs; 0 skips)
  --flood-runs N  cold visits of the playground flooding the Console (default: --runs; 0 skips)
  --next-runs N   fresh browsers that open the lesson, then click Next (default: --runs; 0 skips)
  --baseline DIR  another build (the previous one) whose cold visits alternate with this build's
  --repeat-visits N  repeat visits per --types-runs browser (default 2)
  --lesson SLUG   lesson to open (default host-client-server)
  --dir DIR       built site to serve (default dist)
  --skip-build    use the existing build instead of running npm run build
  --timeout MS    how long to wait for each step before giving up (default 30000)

Environment: CHROMIUM_PATH (default /usr/bin/chromium), BASE_PATH (as used for the build).`;

function parseBenchArgs(argv) {
  const counts = {
    runs: 1,
    'warm-runs': 0,
    'node-runs': 0,
    'embed-runs': 0,
    'v2-runs': 0,
    'types-runs': 0,
    'flood-runs': 0,
    'next-runs': 0,
    'repeat-visits': 0,
    timeout: 1,
  };
  const { values } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(Object.keys(counts).map((name) => [name, { type: 'string' }])),
      lesson: { type: 'string', default: 'host-client-server' },
      dir: { type: 'string', default: 'dist' },
      baseline: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const count = (name, fallback) => {
    if (values[name] === undefined) return fallback;
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < counts[name]) throw new Error(`--${name} needs a whole number >= ${counts[name]}`);
    return n;
  };
  const runs = count('runs', 5);
  return {
    runs,
    warmRuns: count('warm-runs', 5),
    nodeRuns: count('node-runs', runs),
    embedRuns: count('embed-runs', runs),
    v2Runs: count('v2-runs', runs),
    typesRuns: count('types-runs', runs),
    floodRuns: count('flood-runs', runs),
    nextRuns: count('next-runs', runs),
    baseline: values.baseline,
    repeatVisits: count('repeat-visits', 2),
    lesson: values.lesson,
    dir: values.dir,
    build: !values['skip-build'],
    timeoutMs: count('timeout', 30_000),
    ...(values.help && { help: true }),
  };
}

const log = (message) => console.error(`[bench] ${message}`);

function runBuild() {
  return new Promise((resolve, reject) => {
    // The build's own output goes to stderr so stdout stays one JSON object.
    const child = spawn('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with code ${code}`))));
  });
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    );
}

/** Compresses every file once before measuring, as a CDN's cache would have. */
async function warmGzipCache(origin, base, dir) {
  // Source maps are fetched only by open DevTools, never by a learner's browser.
  for (const file of filesUnder(dir).filter((name) => !name.endsWith('.map'))) {
    const response = await fetch(`${origin}${base}${file.split('/').map(encodeURIComponent).join('/')}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
  }
}

async function benchBrowser(options, errors) {
  const root = path.resolve(REPO_ROOT, options.dir);
  const base = normalizeBase(process.env.BASE_PATH ?? '/');
  const server = await startAccountingServer({ root, base });
  const origin = `http://127.0.0.1:${server.port}`;
  const url = `${origin}${base}lessons/${options.lesson}/`;
  const visits = [];
  const embedVisits = [];
  const tenEmbedVisits = [];
  const clickPostVisits = [];
  const typesVisits = [];
  const v2Visits = [];
  const floodVisits = [];
  const nextVisits = [];
  const baselineVisits = [];
  // The previous build, served the same way: its cold visits alternate with this build's, so both
  // meet the same load on the machine.
  const baseline = options.baseline
    ? await startAccountingServer({ root: path.resolve(REPO_ROOT, options.baseline), base })
    : undefined;
  const baselineUrl = baseline && `http://127.0.0.1:${baseline.port}${base}lessons/${options.lesson}/`;
  try {
    if (baseline)
      await warmGzipCache(`http://127.0.0.1:${baseline.port}`, base, path.resolve(REPO_ROOT, options.baseline));
    await warmGzipCache(origin, base, root);
    const page = await fetch(url);
    if (page.status !== 200)
      throw new Error(`${url} answered ${page.status}: is lesson "${options.lesson}" in the build?`);
    log(`serving ${root} (gzip) at ${origin}${base}`);

    const executablePath = CHROMIUM_PATH;
    for (let i = 0; i < options.runs; i += 1) {
      log(`cold visit ${i + 1}/${options.runs}: ${url}`);
      const { sample, errors: visitErrors } = await measureColdVisit({
        url,
        executablePath,
        warmRuns: options.warmRuns,
        timeoutMs: options.timeoutMs,
        responsesBetween: server.responsesBetween,
      });
      visits.push(sample);
      errors.push(...visitErrors);
      const { largestBeforeRunReady, ...numbers } = sample;
      log(`  ${JSON.stringify(numbers, (_key, value) => (typeof value === 'number' ? round(value) : value))}`);
      if (baseline) {
        log(`baseline cold visit ${i + 1}/${options.runs}: ${baselineUrl}`);
        const previous = await measureColdVisit({
          url: baselineUrl,
          executablePath,
          warmRuns: 0,
          timeoutMs: options.timeoutMs,
          responsesBetween: baseline.responsesBetween,
        });
        baselineVisits.push(previous.sample);
        errors.push(...previous.errors.map((error) => `baseline: ${error}`));
        log(`  baseline runReadyMs ${round(previous.sample.runReadyMs)}, bytes ${previous.sample.bytesBeforeRunReady}`);
      }
      // A page that misses the contract will miss it every time; repeating the timeouts adds nothing.
      if (sample.runReadyMs === undefined && sample.monacoReadyMs === undefined) {
        log('  neither the Run button nor the editor appeared; skipping the remaining visits');
        break;
      }
    }
    await benchEmbeds({
      options,
      origin,
      base,
      executablePath,
      server,
      embedVisits,
      tenEmbedVisits,
      clickPostVisits,
      errors,
    });
    const v2Url = v2PlaygroundUrl(
      `${origin}${base}`,
      readFileSync(path.join(REPO_ROOT, 'e2e/fixtures/twoEras.mjs'), 'utf8'),
    );
    for (let i = 0; i < options.v2Runs; i += 1) {
      log(`v2 visit ${i + 1}/${options.v2Runs}: the playground with SDK v2 code`);
      const { sample, errors: visitErrors } = await measureV2Visit({
        url: v2Url,
        executablePath,
        timeoutMs: options.timeoutMs,
        responsesBetween: server.responsesBetween,
        expectText: 'unknown tool: ProtocolError',
      });
      v2Visits.push(sample);
      errors.push(...visitErrors);
      const { largestBeforeV2FirstRunDone, ...numbers } = sample;
      log(`  ${JSON.stringify(numbers, (_key, value) => (typeof value === 'number' ? round(value) : value))}`);
      if (sample.v2RunReadyMs === undefined) break;
    }
    for (let i = 0; i < options.typesRuns; i += 1) {
      log(`types visit ${i + 1}/${options.typesRuns} (cold, then ${options.repeatVisits} repeat): ${url}`);
      const visit = await measureTypesVisits({
        url,
        executablePath,
        repeatVisits: options.repeatVisits,
        timeoutMs: options.timeoutMs,
      });
      typesVisits.push(visit);
      errors.push(...visit.errors);
      log(
        `  ${JSON.stringify({ typesReadyMs: visit.cold, typesAfterEditorMs: visit.afterEditor, typesLiveMs: visit.live, typesReadyWarmMs: visit.repeats }, (_key, value) => (typeof value === 'number' ? round(value) : value))}`,
      );
      if (visit.cold === undefined) break;
    }
    for (let i = 0; i < options.nextRuns; i += 1) {
      log(`next-lesson visit ${i + 1}/${options.nextRuns}: ${url}, then Next`);
      const { sample, errors: visitErrors } = await measureNextLessonVisit({
        url,
        executablePath,
        timeoutMs: options.timeoutMs,
      });
      nextVisits.push(sample);
      errors.push(...visitErrors);
      log(`  ${JSON.stringify(sample, (_key, value) => (typeof value === 'number' ? round(value) : value))}`);
      if (sample.nextRunReadyMs === undefined) break;
    }
    const floodUrl = v2PlaygroundUrl(`${origin}${base}`, FLOOD_PROGRAM);
    for (let i = 0; i < options.floodRuns; i += 1) {
      log(`flood visit ${i + 1}/${options.floodRuns}: a million console.log calls in the playground`);
      const { sample, errors: visitErrors } = await measureFloodVisit({
        url: floodUrl,
        executablePath,
        timeoutMs: options.timeoutMs,
      });
      floodVisits.push(sample);
      errors.push(...visitErrors);
      log(`  ${JSON.stringify(sample, (_key, value) => (typeof value === 'number' ? round(value) : value))}`);
      if (sample.floodRunBackMs === undefined) break;
    }
  } finally {
    await server.close();
    await baseline?.close();
  }
  return {
    url,
    visits,
    baselineVisits,
    nextVisits,
    embedVisits,
    tenEmbedVisits,
    clickPostVisits,
    typesVisits,
    v2Visits,
    floodVisits,
  };
}

async function benchEmbeds({
  options,
  origin,
  base,
  executablePath,
  server,
  embedVisits,
  tenEmbedVisits,
  clickPostVisits,
  errors,
}) {
  if (options.embedRuns === 0) return;
  const siteBase = `${origin}${base}`;
  const blog = await startBlogServer({
    ...blogPages(siteBase, options.lesson),
    click: clickPostPage(siteBase),
    landing: landingPostPage(siteBase),
  });
  try {
    for (const [name, visits, extra] of [
      ['one', embedVisits, { firstRun: true }],
      ['ten', tenEmbedVisits, { idleMs: TEN_EMBEDS_IDLE_MS }],
    ]) {
      for (let i = 0; i < options.embedRuns; i += 1) {
        log(`embed visit ${i + 1}/${options.embedRuns}: ${blog.url(name)}`);
        const { sample, errors: visitErrors } = await measureEmbedVisit({
          url: blog.url(name),
          executablePath,
          timeoutMs: options.timeoutMs,
          responsesBetween: server.responsesBetween,
          ...extra,
        });
        visits.push(sample);
        errors.push(...visitErrors.map((error) => (name === 'ten' ? `tenEmbeds: ${error}` : error)));
        const { largestBeforeEmbedRunReady, ...numbers } = sample;
        log(`  ${JSON.stringify(numbers, (_key, value) => (typeof value === 'number' ? round(value) : value))}`);
        if (sample.embedRunReadyMs === undefined) break;
      }
    }
    for (let i = 0; i < options.embedRuns; i += 1) {
      log(`click post visit ${i + 1}/${options.embedRuns}: ${blog.url('click')}`);
      const { sample, errors: visitErrors } = await measureClickPostVisit({
        url: blog.url('click'),
        landingUrl: blog.url('landing'),
        executablePath,
        timeoutMs: options.timeoutMs,
        responsesBetween: server.responsesBetween,
      });
      clickPostVisits.push(sample);
      errors.push(...visitErrors.map((error) => `clickPost: ${error}`));
      log(`  ${JSON.stringify(sample, (_key, value) => (typeof value === 'number' ? round(value) : value))}`);
    }
  } finally {
    await blog.close();
  }
}

async function benchNode(options, errors) {
  if (options.nodeRuns === 0) return [];
  try {
    const solutionFile = findSolution(REPO_ROOT, options.lesson);
    log(`node: ${path.relative(REPO_ROOT, solutionFile)} x${options.nodeRuns}`);
    return await benchNodeRun({
      repoRoot: REPO_ROOT,
      solutionFile,
      runs: options.nodeRuns,
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    errors.push(`nodeRunMs: ${error.message}`);
    return [];
  }
}

function report({
  options,
  url,
  visits,
  baselineVisits,
  nextVisits,
  embedVisits,
  tenEmbedVisits,
  clickPostVisits,
  typesVisits,
  v2Visits,
  floodVisits,
  nodeSamples,
  errors,
}) {
  const samples = {
    runReadyMs: visits.map((v) => v.runReadyMs),
    firstRunMs: visits.map((v) => v.firstRunMs),
    warmRunMs: visits.flatMap((v) => v.warmRunSamples ?? []),
    bytesBeforeRunReady: visits.map((v) => v.bytesBeforeRunReady),
    baselineRunReadyMs: baselineVisits.map((v) => v.runReadyMs),
    baselineBytesBeforeRunReady: baselineVisits.map((v) => v.bytesBeforeRunReady),
    nextRunReadyMs: nextVisits.map((v) => v.nextRunReadyMs),
    nextHoverMs: nextVisits.map((v) => v.nextHoverMs),
    monacoReadyMs: visits.map((v) => v.monacoReadyMs),
    bytesUntilMonacoReady: visits.map((v) => v.bytesUntilMonacoReady),
    nodeRunMs: nodeSamples.map((s) => s.wallMs),
    nodeInProcessMs: nodeSamples.map((s) => s.inProcessMs),
    nodeStartupMs: nodeSamples.map((s) => s.startupMs),
    embedRunReadyMs: embedVisits.map((v) => v.embedRunReadyMs),
    embedFrameRunReadyMs: embedVisits.map((v) => v.embedFrameRunReadyMs),
    embedBytesBeforeRunReady: embedVisits.map((v) => v.embedBytesBeforeRunReady),
    embedScriptBytes: embedVisits.map((v) => v.embedScriptBytes),
    embedFirstRunMs: embedVisits.map((v) => v.embedFirstRunMs),
    tenEmbedsRunReadyMs: tenEmbedVisits.map((v) => v.embedRunReadyMs),
    tenEmbedsBytesBeforeRunReady: tenEmbedVisits.map((v) => v.embedBytesBeforeRunReady),
    tenEmbedsBytesAfterIdle: tenEmbedVisits.map((v) => v.bytesAfterIdle),
    tenEmbedsFramesLoaded: tenEmbedVisits.map((v) => v.framesLoaded),
    tenEmbedsRunnersStarted: tenEmbedVisits.map((v) => v.runnersStarted),
    tenEmbedsEditorBytes: tenEmbedVisits.map((v) => v.editorBytes),
    clickPostBytesBeforeClick: clickPostVisits.map((v) => v.clickPostBytesBeforeClick),
    clickPostAnchorCls: clickPostVisits.map((v) => v.clickPostAnchorCls),
    phoneEmbedHeightPx: clickPostVisits.map((v) => v.phoneEmbedHeightPx),
    phoneOutputInView: clickPostVisits.map((v) => v.phoneOutputInView),
    landingPostAnchorCls: clickPostVisits.map((v) => v.landingPostAnchorCls),
    landingPostReloadCls: clickPostVisits.map((v) => v.landingPostReloadCls),
    v2RunReadyMs: v2Visits.map((v) => v.v2RunReadyMs),
    v2BytesBeforeRunReady: v2Visits.map((v) => v.v2BytesBeforeRunReady),
    v2FirstRunDoneMs: v2Visits.map((v) => v.v2FirstRunDoneMs),
    v2BytesBeforeFirstRunDone: v2Visits.map((v) => v.v2BytesBeforeFirstRunDone),
    v2PackBytes: v2Visits.map((v) => v.v2PackBytes),
    floodSlowestAnswerMs: floodVisits.map((v) => v.floodSlowestAnswerMs),
    floodRunBackMs: floodVisits.map((v) => v.floodRunBackMs),
    typesReadyMs: typesVisits.map((v) => v.cold),
    typesAfterEditorMs: typesVisits.map((v) => v.afterEditor),
    typesReadyWarmMs: typesVisits.flatMap((v) => v.repeats),
    typesLiveMs: typesVisits.map((v) => v.live),
  };
  const summaries = Object.fromEntries(METRICS.map((metric) => [metric, summarize(samples[metric])]));
  const result = Object.fromEntries(METRICS.map((metric) => [metric, summaries[metric].median]));
  result.targets = Object.fromEntries(
    Object.entries(TARGETS).map(([metric, { max, label }]) => {
      const value = summaries[metric].median;
      return [metric, { target: label, value, met: value === null ? null : value <= max }];
    }),
  );
  result.spread = Object.fromEntries(
    METRICS.map((metric) => [
      metric,
      { min: summaries[metric].min, max: summaries[metric].max, n: summaries[metric].n },
    ]),
  );
  // Where the bytes before "Run ready" went, on the first visit: the place to start trimming.
  result.largestBeforeRunReady = visits.find((v) => v.largestBeforeRunReady)?.largestBeforeRunReady ?? [];
  result.largestBeforeV2FirstRunDone =
    v2Visits.find((v) => v.largestBeforeV2FirstRunDone)?.largestBeforeV2FirstRunDone ?? [];
  result.largestBeforeEmbedRunReady =
    embedVisits.find((v) => v.largestBeforeEmbedRunReady)?.largestBeforeEmbedRunReady ?? [];
  result.config = {
    url,
    coldVisits: visits.length,
    baseline: options.baseline ?? null,
    baselineColdVisits: baselineVisits.length,
    nextLessonVisits: nextVisits.length,
    warmRunsPerVisit: options.warmRuns,
    embedVisits: embedVisits.length,
    tenEmbedVisits: tenEmbedVisits.length,
    typesVisits: typesVisits.length,
    v2Visits: v2Visits.length,
    floodVisits: floodVisits.length,
    repeatVisitsPerTypesVisit: options.repeatVisits,
    nodeRuns: nodeSamples.length,
    chromium: CHROMIUM_PATH,
    node: process.version,
    cpus: os.cpus().length,
    // Other work on the machine skews every number; a load above the core count means re-run later.
    loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10,
    date: new Date().toISOString(),
  };
  result.errors = countRepeats(errors);
  return result;
}

// The same failure on every visit is one finding: "… (5x)".
function countRepeats(messages) {
  const counts = new Map();
  for (const message of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return [...counts].map(([message, n]) => (n > 1 ? `${message} (${n}x)` : message));
}

async function main() {
  const options = parseCommandLine(parseBenchArgs, USAGE);
  if (!options) return;

  const errors = [];
  let built = true;
  if (options.build) {
    log('npm run build');
    try {
      await runBuild();
    } catch (error) {
      built = false;
      errors.push(`build: ${error.message}`);
    }
  }
  const browser = built
    ? await benchBrowser(options, errors).catch((error) => {
        errors.push(`browser: ${error.message}`);
        return undefined;
      })
    : undefined;
  const nodeSamples = await benchNode(options, errors);

  const result = report({
    options,
    url: browser?.url ?? null,
    visits: browser?.visits ?? [],
    baselineVisits: browser?.baselineVisits ?? [],
    nextVisits: browser?.nextVisits ?? [],
    embedVisits: browser?.embedVisits ?? [],
    tenEmbedVisits: browser?.tenEmbedVisits ?? [],
    clickPostVisits: browser?.clickPostVisits ?? [],
    typesVisits: browser?.typesVisits ?? [],
    v2Visits: browser?.v2Visits ?? [],
    floodVisits: browser?.floodVisits ?? [],
    nodeSamples,
    errors,
  });
  console.log(JSON.stringify(result, null, 2));
  if (errors.length > 0) process.exitCode = 1;
}

await main();
