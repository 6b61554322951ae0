import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { EMBED_DIR } from '../../src/embed-script/protocol.ts';
import { SANDBOX_FRAME_DIR } from '../../src/runtime/sandbox/sandboxNames.ts';
import {
  FRAME_ANCESTORS_ANY,
  FRAME_ANCESTORS_NONE,
  pagePolicy,
  SANDBOX_ALWAYS,
  sandboxPolicy,
} from './contentSecurityPolicy.ts';

// After the whole site is written: every page gets the CSP as a <meta> (for hosts that send no
// headers), with the hashes of the inline scripts the build put in <head>, and dist/_headers gets
// the same policy plus what only a header can say (frame-ancestors, X-Frame-Options) in the format
// Netlify and Cloudflare Pages read. scripts/serve.mjs serves from that file, so what the tests
// see is what a host that reads _headers sends. Path rules never overlap: hosts merge overlapping
// rules, which would put frame-ancestors 'none' on the embeds.

export const HEADERS_FILE = '_headers';

export function securityHeadersPlugin(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'mcp-tour-security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle() {
      const all = await htmlFiles(outDir);
      const pages = all.filter((file) => !isSandboxPage(outDir, file));
      const sources = await Promise.all(pages.map((file) => readFile(file, 'utf8')));
      const hashes = [...new Set(sources.flatMap(inlineScriptHashes))].sort();
      const policy = pagePolicy(hashes);
      await Promise.all(pages.map((file, i) => writeFile(file, withMetaPolicy(sources[i], policy))));
      // The sandbox frame has a policy of its own, with its own inline script's hash.
      const sandboxFile = all.find((file) => isSandboxPage(outDir, file));
      if (!sandboxFile) throw new Error(`security headers: ${SANDBOX_FRAME_DIR}index.html is missing`);
      const sandboxSource = await readFile(sandboxFile, 'utf8');
      const sandbox = sandboxPolicy(inlineScriptHashes(sandboxSource));
      await writeFile(sandboxFile, withMetaPolicy(sandboxSource, sandbox));
      await writeFile(path.join(outDir, HEADERS_FILE), headersFile(base, policy, sandbox));
    },
  };
}

/** Hashes of the inline scripts that run (not those with a src, nor text/plain data blocks). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="text\/plain")[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body).digest('base64')}`,
  );
}

/** The policy as the first thing in <head> after the charset, before any script can run. */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const cleaned = html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  return cleaned.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
}

export function headersFile(base: string, policy: string, sandbox: string): string {
  const common = ['X-Content-Type-Options: nosniff', 'Referrer-Policy: strict-origin-when-cross-origin'];
  const page = [`Content-Security-Policy: ${policy}; ${FRAME_ANCESTORS_NONE}`, 'X-Frame-Options: DENY', ...common];
  const rules: [string, string[]][] = [
    [base, page],
    [`${base}index.html`, page],
    [`${base}404.html`, page],
    [`${base}lessons/*`, page],
    [`${base}playground/*`, page],
    // Any site may read what is here: the embed pages, and the versioned embed.js, which a post
    // loads with Subresource Integrity (a CORS fetch).
    [
      `${base}${EMBED_DIR}*`,
      [`Content-Security-Policy: ${policy}; ${FRAME_ANCESTORS_ANY}`, 'Access-Control-Allow-Origin: *', ...common],
    ],
    [`${base}${SANDBOX_FRAME_DIR}*`, [`Content-Security-Policy: ${sandbox}; ${SANDBOX_ALWAYS}`, ...common]],
  ];
  return `# Written by the build (build/security/securityHeadersPlugin.ts); see docs/deployment.md.\n${rules
    .map(([pattern, headers]) => `${pattern}\n${headers.map((header) => `  ${header}`).join('\n')}\n`)
    .join('\n')}`;
}

function isSandboxPage(outDir: string, file: string): boolean {
  return path.relative(outDir, file).split(path.sep)[0] === SANDBOX_FRAME_DIR.replace(/\/$/, '');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
