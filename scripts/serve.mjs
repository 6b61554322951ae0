#!/usr/bin/env node
// Serves a built site (dist/) the way a plain static host does: files only, no rewrites, a
// directory URL serves its index.html, unknown paths get 404.html with status 404. It exists so
// `npm start`, the Playwright suite and the bench all see what GitHub Pages or Netlify would serve.
//
//   node scripts/serve.mjs [dir] [--port N] [--host H] [--base /sub/] [--gzip]
//
// The files are served by sirv (it resolves a URL to a file and keeps it inside the directory).
// What is ours: the directory redirect, the 404 page, the rules of the build's _headers file, the
// cache policy, and the gzipped copies --gzip serves.

import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { parseCommandLine } from './cli.mjs';

export const DEFAULT_PORT = 4173;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HEADERS_FILE = '_headers';

export function normalizeBase(base = '/') {
  const withLeading = base.startsWith('/') ? base : `/${base}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/**
 * Creates (but does not start) the server. Options: root (directory to serve), base (URL prefix,
 * default "/"), gzip (compress text responses for clients that accept it), onResponse (called
 * with { method, path, status, bytes, finishedAt } once each response is written; bytes counts
 * headers and body as sent, finishedAt is when the last byte went to the socket, in epoch ms).
 */
export function createStaticServer({ root, base = '/', gzip = false, onResponse }) {
  const rootDir = path.resolve(root);
  const basePath = normalizeBase(base);
  refuseLinksOutside(rootDir);
  const headerRules = readHeaderRules(rootDir);

  // sirv's own Cache-Control is replaced by setHeaders.
  const serving = {
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Hashed build output never changes under the same name; everything else must revalidate.
      const immutable = pathname.startsWith('/assets/') && !/(\/|\.html)$/.test(pathname);
      res.setHeader('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
      setCommonHeaders(res, headersFor(headerRules, basePath + pathname.slice(1)));
    },
  };
  // `dev` reads the disk on each request (a rebuild shows at once, except in the --gzip copies).
  const files = sirv(rootDir, { ...serving, dev: true });
  const gzipRoot = gzip ? precompress(rootDir) : undefined;
  const gzipped = gzipRoot && sirv(gzipRoot, { ...serving, dev: false, gzip: true });

  // Netlify and Cloudflare Pages match the rules against the path asked for, so a 404 under /embed/
  // gets the embed headers and shows inside another site's frame. A path no rule names gets the
  // 404 page's own rules (a host would send none of them: this is the stricter reading).
  async function notFound(res, pathname) {
    const matching = headersFor(headerRules, pathname);
    setCommonHeaders(res, matching.length > 0 ? matching : headersFor(headerRules, `${basePath}404.html`));
    const page = await readFile(path.join(rootDir, '404.html')).catch(() => undefined);
    if (!page) return sendText(res, 404, 'Not found');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE });
    res.end(page);
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const target = req.url ?? '/';
    const queryStart = target.indexOf('?');
    const pathname = queryStart < 0 ? target : target.slice(0, queryStart);
    const search = queryStart < 0 ? '' : target.slice(queryStart);
    if (`${pathname}/` === basePath) return redirect(res, basePath + search);
    if (!pathname.startsWith(basePath)) return notFound(res, pathname);

    const segments = decodeSegments(pathname.slice(basePath.length));
    // A malformed or escaping path is a page that does not exist: the 404 page says so, and where to go.
    if (!segments) return notFound(res, pathname);
    // Like Netlify and Cloudflare Pages: the rules file is read, never served.
    if (segments.length === 1 && segments[0] === HEADERS_FILE) return notFound(res, pathname);
    // Like a real static host: /lessons/x answers with a redirect to /lessons/x/, so relative
    // URLs in the page resolve against the directory. The location is rebuilt from the decoded
    // segments so it can only point inside this site.
    if (!pathname.endsWith('/') && segments.length > 0) {
      const entry = await stat(path.join(rootDir, ...segments)).catch(() => undefined);
      if (entry?.isDirectory())
        return redirect(res, `${basePath}${segments.map(encodeURIComponent).join('/')}/${search}`);
    }
    // sirv looks the path up below the base (and, as static hosts do, serves /x.html for /x).
    req.url = `/${pathname.slice(basePath.length)}${search}`;
    const plain = () => files(req, res, () => notFound(res, pathname).catch((error) => fail(res, error)));
    // sirv reads any mention of gzip as consent; `gzip;q=0` is a refusal.
    if (gzipped && acceptsGzip(req.headers['accept-encoding'])) gzipped(req, res, plain);
    else plain();
  }

  const server = createServer((req, res) => {
    if (onResponse) reportWhenFinished(req, res, onResponse);
    handle(req, res).catch((error) => fail(res, error));
  });
  if (gzipRoot) server.once('close', () => rmSync(gzipRoot, { recursive: true, force: true }));
  return server;
}

function fail(res, error) {
  console.error(error);
  if (!res.headersSent) sendText(res, 500, 'Internal server error');
  else res.destroy();
}

// What CDNs compress: text, wasm, and the uncompressed font formats (Monaco ships its icons as a
// .ttf). PNG, JPEG, WOFF and WOFF2 are compressed already.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm|xml|manifest\+json)|image\/svg\+xml|font\/(ttf|otf))/;

/**
 * Compresses every text file of the directory once, into a directory of its own (`<file>.gz` at
 * the same relative path), as a host does at deploy time; sirv serves those copies to clients
 * that accept gzip. Compressing per request would add seconds to every cold visit the bench times.
 * Done once, so at the highest level, as deploy-time compression is (and as e2e/first-load.spec.ts counts).
 */
function precompress(rootDir) {
  const gzipRoot = mkdtempSync(path.join(tmpdir(), 'mcp-tour-serve-gzip-'));
  for (const name of readdirSync(rootDir, { recursive: true })) {
    const file = path.join(rootDir, name);
    if (!COMPRESSIBLE.test(lookup(name) ?? '') || !statSync(file).isFile()) continue;
    mkdirSync(path.dirname(path.join(gzipRoot, name)), { recursive: true });
    writeFileSync(path.join(gzipRoot, `${name}.gz`), gzipSync(readFileSync(file), { level: 9 }));
  }
  return gzipRoot;
}

/** True when the client accepts gzip (an explicit q=0 refuses it). */
export function acceptsGzip(header = '') {
  return String(header)
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, ...params]) => {
      if (coding.trim().toLowerCase() !== 'gzip' && coding.trim() !== '*') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
}

function setCommonHeaders(res, ruleHeaders) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of ruleHeaders) res.setHeader(name, value);
}

/**
 * sirv follows symbolic links; one that leads out of the directory would serve what lies outside
 * it, so the server refuses to start on such a directory.
 */
function refuseLinksOutside(rootDir) {
  const realRoot = realpathSync(rootDir);
  for (const name of readdirSync(rootDir, { recursive: true })) {
    const file = path.join(rootDir, name);
    if (!lstatSync(file).isSymbolicLink()) continue;
    let real;
    try {
      real = realpathSync(file);
    } catch {
      continue; // a dangling link serves nothing
    }
    if (real !== realRoot && !real.startsWith(realRoot + path.sep))
      throw new Error(`${file} links outside ${rootDir}; refusing to serve it`);
  }
}

/**
 * The build's dist/_headers (Netlify / Cloudflare Pages format: a path pattern, then indented
 * "Name: value" lines; `*` matches anything). Missing file: no rules. Read once, at start.
 */
function readHeaderRules(rootDir) {
  let text;
  try {
    text = readFileSync(path.join(rootDir, HEADERS_FILE), 'utf8');
  } catch {
    return [];
  }
  return parseHeaderRules(text);
}
export function parseHeaderRules(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ match: new RegExp(`^${pattern}$`), headers: [] });
    } else if (rules.length) {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

export function headersFor(rules, pathname) {
  return rules.filter((rule) => rule.match.test(pathname)).flatMap((rule) => rule.headers);
}

/** Decoded path segments, or undefined when the path tries to leave the root or is malformed. */
export function decodeSegments(relativePath) {
  const segments = [];
  for (const raw of relativePath.split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..' || /[\\/\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

// Counted at the socket, so the number is what crossed the wire (gzip body plus headers); the
// browser's own accounting misses worker scripts. Browsers do not pipeline HTTP/1.1, so the
// socket carries one response at a time. The time is taken when the last byte is handed to the
// socket (res.end), not in the 'finish' callback, which a busy event loop can run much later.
function reportWhenFinished(req, res, onResponse) {
  const socket = req.socket;
  const before = socket.bytesWritten;
  let endedAt;
  const end = res.end;
  res.end = function endAndNote(...args) {
    endedAt ??= performance.timeOrigin + performance.now();
    return end.apply(this, args);
  };
  res.once('finish', () => {
    onResponse({
      method: req.method,
      path: req.url,
      status: res.statusCode,
      bytes: socket.bytesWritten - before,
      finishedAt: endedAt ?? performance.timeOrigin + performance.now(),
    });
  });
}

function redirect(res, location) {
  res.writeHead(301, { Location: location, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
  res.end(`Moved to ${location}\n`);
}

function sendText(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
  res.end(`${text}\n`);
}

/** Starts a server and resolves once it listens; `port: 0` picks a free port. */
export async function startStaticServer({
  root,
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  base = '/',
  gzip = false,
  onResponse,
}) {
  const server = createStaticServer({ root, base, gzip, onResponse });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: actualPort } = server.address();
  const shownHost = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host) ? 'localhost' : host;
  return {
    server,
    port: actualPort,
    url: `http://${shownHost}:${actualPort}${normalizeBase(base)}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function parseServeArgs(argv, env = process.env) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string', default: '127.0.0.1' },
      base: { type: 'string', default: '/' },
      gzip: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (positionals.length > 1) throw new Error(`One directory to serve, not ${positionals.length}`);
  const port = Number(values.port ?? env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${values.port ?? env.PORT}`);
  const options = { root: positionals[0] ?? 'dist', port, host: values.host, base: values.base, gzip: values.gzip };
  if (values.help) options.help = true;
  return options;
}
const USAGE = `Usage: node scripts/serve.mjs [dir] [--port N] [--host H] [--base /sub/] [--gzip]

  dir        directory to serve (default: dist)
  --port N   port (default: $PORT or ${DEFAULT_PORT}; 0 picks a free one)
  --host H   interface to listen on (default: 127.0.0.1; 0.0.0.0 for every interface)
  --base P   serve the site under a sub-path, as built with BASE_PATH=P
  --gzip     gzip text responses for clients that accept it, like a production host`;

async function main() {
  const options = parseCommandLine(parseServeArgs, USAGE);
  if (!options) return;
  const rootStats = await stat(options.root).catch(() => undefined);
  if (!rootStats?.isDirectory()) {
    console.error(`Nothing to serve: "${options.root}" is not a directory. Run \`npm run build\` first.`);
    process.exit(1);
  }
  let running;
  try {
    running = await startStaticServer(options);
  } catch (error) {
    const reason =
      error.code === 'EADDRINUSE' ? `port ${options.port} is already in use (try --port N)` : error.message;
    console.error(`Could not start the server: ${reason}`);
    process.exit(1);
  }
  console.log(`MCP Tour is running at ${running.url}`);
  const shutdown = (signal) => {
    console.log(`\n${signal} received, shutting down.`);
    running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
