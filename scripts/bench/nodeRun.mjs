// The baseline the browser is compared with: a lesson's solution run by plain `node` against the
// real SDK in node_modules. The file is transpiled with sucrase (types removed, imports kept, the
// same transform the browser runtime uses) and written inside the repository so that bare
// imports like "@modelcontextprotocol/sdk/..." resolve from node_modules.

import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'sucrase';

const MARKER = '__MCP_TOUR_BENCH__';

export function findSolution(repoRoot, slug) {
  const folder = readdirSync(path.join(repoRoot, 'lessons')).find((name) => name.replace(/^\d{2}-/, '') === slug);
  if (!folder) throw new Error(`no lesson folder for slug "${slug}" under lessons/`);
  return path.join(repoRoot, 'lessons', folder, 'solution.ts');
}

/**
 * Runs the solution `runs` times. Returns per-run samples: wallMs (spawn to exit, what a user
 * waits for), startupMs (process start until the program's first line runs: Node's boot plus
 * loading the SDK and zod) and inProcessMs (the program's first line to process exit).
 */
export async function benchNodeRun({ repoRoot, solutionFile, runs, timeoutMs = 30_000 }) {
  const workDir = path.join(repoRoot, 'node_modules', '.cache', 'mcp-tour-bench', String(process.pid));
  mkdirSync(workDir, { recursive: true });
  try {
    const entry = writeProgram(workDir, readFileSync(solutionFile, 'utf8'));
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await runOnce(entry, timeoutMs));
    return samples;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function writeProgram(workDir, source) {
  const { code } = transform(source, { transforms: ['typescript'], disableESTransforms: true });
  // Imported first so its exit hook is in place before the program runs; performance.now()
  // counts from process start.
  writeFileSync(
    path.join(workDir, 'clock.mjs'),
    `process.on('exit', () => process.stderr.write('\\n${MARKER}' + JSON.stringify({ bodyStart: globalThis.${MARKER}, end: performance.now() }) + '\\n'));\n`,
  );
  // Import declarations are hoisted: this first statement runs after every import has loaded.
  const program = `import './clock.mjs';\nglobalThis.${MARKER} = performance.now();\n${code}`;
  const entry = path.join(workDir, 'solution.mjs');
  writeFileSync(entry, program);
  return entry;
}

function runOnce(entry, timeoutMs) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [entry], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const wallMs = performance.now() - started;
      const line = stderr.split('\n').find((l) => l.startsWith(MARKER));
      if (code !== 0 || !line) {
        const reason = signal
          ? `killed by ${signal}${signal === 'SIGKILL' ? ` after ${timeoutMs} ms` : ''}`
          : `exit code ${code}`;
        reject(
          new Error(
            `node run failed (${reason}): ${stderr
              .replace(/\n?__MCP_TOUR_BENCH__.*\n?/, '')
              .trim()
              .slice(0, 500)}`,
          ),
        );
        return;
      }
      const { bodyStart, end } = JSON.parse(line.slice(MARKER.length));
      resolve({ wallMs, startupMs: bodyStart, inProcessMs: end - bodyStart, stdout });
    });
  });
}
