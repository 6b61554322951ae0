import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, createStaticServer, decodeSegments, parseServeArgs, startStaticServer } from './serve.mjs';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// node:http instead of fetch: fetch normalises "/../" away and decompresses silently, and those
// are exactly the things under test.
function get(
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SERVE_SCRIPT = fileURLToPath(new URL('./serve.mjs', import.meta.url));
const APP_JS = `export const answer = 42;\n${'console.log("padding so gzip has something to do");\n'.repeat(200)}`;

let workDir: string;
let root: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'mcp-tour-serve-'));
  root = path.join(workDir, 'dist');
  mkdirSync(path.join(root, 'lessons', 'host-client-server'), { recursive: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'empty'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(
    path.join(root, 'lessons', 'host-client-server', 'index.html'),
    '<!doctype html><title>lesson 1</title>',
  );
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(path.join(root, 'assets', 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(path.join(root, 'assets', 'module.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d]));
  writeFileSync(path.join(root, 'embed.js'), 'console.log("embed")');
  mkdirSync(path.join(root, 'embed', 'x'), { recursive: true });
  writeFileSync(path.join(root, 'embed', 'x', 'index.html'), '<!doctype html><title>embed</title>');
  writeFileSync(
    path.join(root, '_headers'),
    "# rules\n/\n  X-Frame-Options: DENY\n/lessons/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n/embed/*\n  Content-Security-Policy: frame-ancestors *\n/404.html\n  X-Frame-Options: DENY\n",
  );
  writeFileSync(path.join(workDir, 'secret.txt'), 'TOP SECRET');
  // A link that stays inside the directory is served like the file it names.
  symlinkSync(path.join(root, 'embed.js'), path.join(root, 'alias.js'));
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('static server', () => {
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const running = await startStaticServer({ root, port: 0, gzip: true });
    port = running.port;
    close = running.close;
  });
  afterAll(() => close());

  it('serves index.html for the root with no-cache', async () => {
    const res = await get(port, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<title>home</title>');
  });

  it('sends the headers of _headers rules matching the path, and never serves _headers itself', async () => {
    const lesson = await get(port, '/lessons/host-client-server/');
    expect(lesson.headers['x-frame-options']).toBe('DENY');
    expect(lesson.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    const embed = await get(port, '/embed/x/');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy']).toBe('frame-ancestors *');
    const missing = await get(port, '/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    const rules = await get(port, '/_headers');
    expect(rules.status).toBe(404);
    expect(rules.body.toString()).not.toContain('frame-ancestors');
  });

  it('redirects a directory URL without its slash, then serves its index.html', async () => {
    const redirect = await get(port, '/lessons/host-client-server?x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/lessons/host-client-server/?x=1');
    const page = await get(port, '/lessons/host-client-server/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('lesson 1');
  });

  it('answers unknown paths with 404 and the 404.html body', async () => {
    for (const missing of ['/nope', '/lessons/unknown/', '/empty/']) {
      const res = await get(port, missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
      expect(res.body.toString()).toContain('Page not found');
    }
  });

  it('matches the rules against the path asked for on a 404, as a static host does: an embed typo stays frameable', async () => {
    const typo = await get(port, '/embed/lessons/typo/');
    expect(typo.status).toBe(404);
    expect(typo.body.toString()).toContain('Page not found');
    expect(typo.headers['content-security-policy']).toBe('frame-ancestors *');
    expect(typo.headers['x-frame-options']).toBeUndefined();
    const lesson = await get(port, '/lessons/typo/');
    expect(lesson.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(lesson.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a malformed or escaping path with the 404 page, never a file outside', async () => {
    for (const bad of [
      '/lessons/%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
      '/lessons/%E0%A4%A/',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00',
    ]) {
      const res = await get(port, bad);
      expect(res.status, bad).toBe(404);
      expect(res.headers['content-type'], bad).toMatch(/^text\/html; ?charset=utf-8$/);
      const body = res.body.toString();
      expect(body, bad).toContain('Page not found');
      expect(body, bad).not.toContain('TOP SECRET');
      expect(body, bad).not.toContain('<script>');
    }
    expect((await get(port, '/lessons/%3Cscript%3E%2F/')).headers['x-frame-options']).toBe('DENY');
  });

  it('refuses to leave the served directory', async () => {
    for (const attack of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00',
    ]) {
      const res = await get(port, attack);
      expect([400, 404], attack).toContain(res.status);
      expect(res.body.toString(), attack).not.toContain('TOP SECRET');
    }
    expect((await get(port, '/alias.js')).body.toString()).toBe('console.log("embed")');
  });

  it('refuses to start on a directory where a symbolic link leads out of it', () => {
    const leaky = path.join(workDir, 'leaky');
    mkdirSync(path.join(leaky, 'deep'), { recursive: true });
    symlinkSync(path.join(workDir, 'secret.txt'), path.join(leaky, 'deep', 'escape.txt'));
    expect(() => createStaticServer({ root: leaky })).toThrow(/escape\.txt links outside/);
  });

  it('gzips text for clients that accept it, and only for them', async () => {
    const zipped = await get(port, '/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(APP_JS.length / 5);
    expect(gunzipSync(zipped.body).toString()).toBe(APP_JS);

    const plain = await get(port, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);

    const refused = await get(port, '/assets/app-abc123.js', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const page = await get(port, '/lessons/host-client-server/', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(gunzipSync(page.body).toString()).toContain('lesson 1');

    const font = await get(port, '/assets/font.woff2', { 'accept-encoding': 'gzip' }); // already compressed
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('sends content types and long-lived caching for hashed assets only', async () => {
    const js = await get(port, '/assets/app-abc123.js');
    expect(js.headers['content-type']).toMatch(/^text\/javascript\b/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(port, '/assets/font.woff2')).headers['content-type']).toBe('font/woff2');
    expect((await get(port, '/assets/module.wasm')).headers['content-type']).toBe('application/wasm');
    const embed = await get(port, '/embed.js');
    expect(embed.headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching If-None-Match with 304, HEAD without a body, other methods with 405', async () => {
    const first = await get(port, '/embed.js');
    const again = await get(port, '/embed.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const head = await get(port, '/embed.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    expect((await get(port, '/', {}, 'POST')).status).toBe(405);
  });
});

describe('response accounting', () => {
  it('reports the bytes each response put on the wire, compressed body and headers', async () => {
    const entries: { path?: string; status: number; bytes: number; finishedAt: number }[] = [];
    const running = await startStaticServer({ root, port: 0, gzip: true, onResponse: (entry) => entries.push(entry) });
    try {
      const before = Date.now();
      const res = await get(running.port, '/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
      await get(running.port, '/missing');
      const headerBytes = Object.entries(res.headers).reduce((sum, [k, v]) => sum + k.length + String(v).length + 4, 0);
      // The server may see 'finish' a moment after the client has read the last byte.
      await expect.poll(() => entries.length).toBe(2);
      expect(entries.map((e) => [e.path, e.status])).toEqual([
        ['/assets/app-abc123.js', 200],
        ['/missing', 404],
      ]);
      expect(entries[0].bytes).toBeGreaterThan(res.body.length + headerBytes);
      expect(entries[0].bytes).toBeLessThan(res.body.length + headerBytes + 100);
      expect(entries[0].finishedAt).toBeGreaterThanOrEqual(before - 5);
      expect(entries[0].finishedAt).toBeLessThanOrEqual(Date.now() + 5);
    } finally {
      await running.close();
    }
  });
});

describe('static server under a base path', () => {
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const running = await startStaticServer({ root, port: 0, base: '/mcp-tour' });
    port = running.port;
    close = running.close;
    expect(running.url).toBe(`http://localhost:${port}/mcp-tour/`);
  });
  afterAll(() => close());

  it('serves the site under the base and nothing outside it', async () => {
    expect((await get(port, '/mcp-tour/')).body.toString()).toContain('home');
    expect((await get(port, '/mcp-tour')).headers.location).toBe('/mcp-tour/');
    expect((await get(port, '/mcp-tour/lessons/host-client-server')).headers.location).toBe(
      '/mcp-tour/lessons/host-client-server/',
    );
    expect((await get(port, '/mcp-tour/assets/app-abc123.js')).headers['cache-control']).toContain('immutable');
    const outside = await get(port, '/index.html');
    expect(outside.status).toBe(404);
  });
});

describe('command line', () => {
  it('parses options', () => {
    expect(parseServeArgs(['dist', '--port', '0', '--gzip', '--base=/sub/', '--host', '0.0.0.0'], {})).toEqual({
      root: 'dist',
      port: 0,
      host: '0.0.0.0',
      base: '/sub/',
      gzip: true,
    });
    expect(parseServeArgs([], { PORT: '5000' }).port).toBe(5000);
    expect(parseServeArgs([], {}).port).toBe(4173);
    expect(() => parseServeArgs(['--port', 'abc'], {})).toThrow(/Invalid port/);
    expect(() => parseServeArgs(['--bogus'], {})).toThrow(/Unknown option/);
    expect(() => parseServeArgs(['--port'], {})).toThrow(/argument missing/);
    expect(parseServeArgs(['site', '-p', '8080', '--help'], {})).toMatchObject({
      root: 'site',
      port: 8080,
      help: true,
    });
  });

  it('reads Accept-Encoding and path segments strictly', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(decodeSegments('lessons/a%20b/')).toEqual(['lessons', 'a b']);
    expect(decodeSegments('a/%2E%2E/b')).toBeUndefined();
    expect(decodeSegments('%E0%A4%A')).toBeUndefined();
    for (const escaping of ['../secret.txt', 'a/%2e%2e/%2e%2e/x', 'x%2f..%2fy', '..%5csecret.txt', '%00', 'a%2Fb'])
      expect(decodeSegments(escaping), escaping).toBeUndefined();
    expect(decodeSegments('lessons/%3Cscript%3E/')).toEqual(['lessons', '<script>']);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('prints the URL on start and exits cleanly on %s', async (signal) => {
    const child = spawn(process.execPath, [SERVE_SCRIPT, root, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const firstLine = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const match = /^MCP Tour is running at http:\/\/localhost:(\d+)\/$/.exec(firstLine);
    expect(match, firstLine).not.toBeNull();
    expect((await get(Number(match![1]), '/')).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill(signal);
    expect(await exited).toBe(0);
  });

  it('fails with a clear message when the directory does not exist', async () => {
    const child = spawn(process.execPath, [SERVE_SCRIPT, path.join(workDir, 'missing'), '--port', '0']);
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('npm run build');
  });
});
