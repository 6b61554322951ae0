#!/usr/bin/env node
// Serves a built site (dist/) the way a plain static host does: files only, no rewrites, a
// directory URL serves its index.html, unknown paths get 404.html with status 404. It exists so
// `npm start`, the Playwright suite and the bench all see what GitHub Pages or Netlify would serve.
//
//   node scripts/serve.mjs [dir] [--port N] [--host H] [--base /sub/] [--gzip]
//
// Dependency-free on purpose (node:http, node:fs, node:zlib): it must run right after `npm ci`
// and must not hide behaviour behind a framework's defaults.

import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzip as gzipCallback } from 'node:zlib';
import { promisify } from 'node:util';
import { parseCommandLine } from './cli.mjs';

const gzip = promisify(gzipCallback);

export const DEFAULT_PORT = 4173;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.d.ts': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

// What CDNs compress: text, wasm, and the uncompressed font formats (Monaco ships its icons as a
// .ttf). PNG, JPEG, WOFF and WOFF2 are compressed already.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm|xml|manifest\+json)|image\/svg\+xml|font\/(ttf|otf))/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function contentTypeFor(file) {
  const name = file.toLowerCase();
  if (name.endsWith('.d.ts')) return CONTENT_TYPES['.d.ts'];
  return CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
}

export function normalizeBase(base = '/') {
  const withLeading = base.startsWith('/') ? base : `/${base}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
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

/**
 * Creates (but does not start) the server. Options: root (directory to serve), base (URL prefix,
 * default "/"), gzip (compress text responses for clients that accept it), onResponse (called
 * with { method, path, status, bytes, finishedAt } once each response is written; bytes counts
 * headers and body as sent, finishedAt is when the last byte went to the socket, in epoch ms).
 */
export function createStaticServer({ root, base = '/', gzip: compress = false, onResponse }) {
  const rootDir = path.resolve(root);
  const basePath = normalizeBase(base);
  const gzipCache = new Map(); // file -> { key, body }
  const headerRules = readHeaderRules(rootDir);
  let realRoot;

  async function resolveInsideRoot(segments) {
    realRoot ??= await realpath(rootDir);
    const candidate = path.join(rootDir, ...segments);
    let real;
    try {
      real = await realpath(candidate);
    } catch {
      return undefined;
    }
    // A symlink must not lead out of the served directory either.
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined;
    return { file: real, stats: await stat(real) };
  }

  // Compressed once per file version; concurrent requests share the same pending promise.
  function gzipped(file, stats) {
    const key = `${stats.size}:${stats.mtimeMs}`;
    const cached = gzipCache.get(file);
    if (cached?.key === key) return cached.body;
    const body = readFile(file).then((content) => gzip(content));
    body.catch(() => gzipCache.delete(file));
    gzipCache.set(file, { key, body });
    return body;
  }

  async function send(req, res, { file, stats, status = 200, cacheControl }) {
    const type = contentTypeFor(file);
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of headersFor(await headerRules, req.headerPath ?? '')) res.setHeader(name, value);
    const compressible = compress && COMPRESSIBLE.test(type);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', stats.mtime.toUTCString());
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
    }
    if (compressible && acceptsGzip(req.headers['accept-encoding'])) {
      const body = await gzipped(file, stats);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      res.writeHead(status);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', stats.size);
    res.writeHead(status);
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
  }

  async function notFound(req, res) {
    const page = await resolveInsideRoot(['404.html']);
    req.headerPath = `${basePath}404.html`;
    if (page?.stats.isFile()) return send(req, res, { ...page, status: 404, cacheControl: REVALIDATE });
    sendText(res, 404, 'Not found');
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
    if (!pathname.startsWith(basePath)) return notFound(req, res);

    const segments = decodeSegments(pathname.slice(basePath.length));
    if (!segments) return sendText(res, 400, 'Bad request');
    // Like Netlify and Cloudflare Pages: the rules file is read, never served.
    if (segments.length === 1 && segments[0] === HEADERS_FILE) return notFound(req, res);
    req.headerPath = pathname;

    const found = await resolveInsideRoot(segments);
    if (!found) return notFound(req, res);
    if (found.stats.isDirectory()) {
      // Like a real static host: /lessons/x answers with a redirect to /lessons/x/, so relative
      // URLs in the page resolve against the directory.
      // The location is rebuilt from the decoded segments so it can only point inside this site.
      if (!pathname.endsWith('/'))
        return redirect(res, `${basePath}${segments.map(encodeURIComponent).join('/')}/${search}`);
      const index = await resolveInsideRoot([...segments, 'index.html']);
      if (!index?.stats.isFile()) return notFound(req, res);
      return send(req, res, { ...index, cacheControl: REVALIDATE });
    }
    if (!found.stats.isFile()) return notFound(req, res);
    // Hashed build output never changes under the same name; everything else must revalidate.
    const immutable = pathname.startsWith(`${basePath}assets/`) && !found.file.endsWith('.html');
    return send(req, res, { ...found, cacheControl: immutable ? IMMUTABLE : REVALIDATE });
  }

  const server = createServer((req, res) => {
    if (onResponse) reportWhenFinished(req, res, onResponse);
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
  return server;
}

const HEADERS_FILE = '_headers';

/**
 * The build's dist/_headers (Netlify / Cloudflare Pages format: a path pattern, then indented
 * "Name: value" lines; `*` matches anything). Missing file: no rules.
 */
async function readHeaderRules(rootDir) {
  let text;
  try {
    text = await readFile(path.join(rootDir, HEADERS_FILE), 'utf8');
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
  const options = { root: 'dist', port: Number(env.PORT ?? DEFAULT_PORT), host: '127.0.0.1', base: '/', gzip: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--port' || flag === '-p') options.port = Number(value());
    else if (flag === '--host') options.host = value();
    else if (flag === '--base') options.base = value();
    else if (flag === '--gzip') options.gzip = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag.startsWith('-')) throw new Error(`Unknown option ${flag}`);
    else options.root = flag;
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`Invalid port: ${options.port}`);
  }
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
