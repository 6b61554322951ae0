import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A blog on another origin: serves the pages (and stylesheets) under e2e/fixtures/ with {{EMBED_ORIGIN}} replaced by
// the address of the MCP Tour under test. It listens on 127.0.0.1 but is addressed as "localhost",
// so the blog and the embeds differ in site, not only in port, as they do on the web. It sends no
// special headers (no cross-origin isolation), as an ordinary blog host does not.

export interface HostSite {
  url(page: string): string;
  /** Replaces {{NAME}} in the pages from now on (say, with a snippet copied from the Embed dialog). */
  set(name: string, value: string): void;
  close(): Promise<void>;
}

export async function startHostSite(embedOrigin: string): Promise<HostSite> {
  const values = new Map<string, string>([['EMBED_ORIGIN', embedOrigin]]);
  const server = createServer((request, response) => {
    const [, name, type] = /^\/([\w-]+)\.(html|css)$/.exec(new URL(request.url ?? '/', 'http://host').pathname) ?? [];
    let page: string | undefined;
    try {
      page = name && readFileSync(new URL(`./fixtures/${name}.${type}`, import.meta.url), 'utf8');
    } catch {
      page = undefined;
    }
    if (!page) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': `text/${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
    response.end(page.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => values.get(name) ?? whole));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page) => `http://localhost:${port}/${page}.html`,
    set: (name, value) => void values.set(name, value),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
