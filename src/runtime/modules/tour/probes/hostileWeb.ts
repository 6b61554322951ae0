import type { LinkFetch } from '../transports/http/httpLink';
import { postMcp } from './rawRequest';

// Web pages that reach a local MCP server from the user's browser. A lesson's checks judge what
// the server did with each of them; the pages' names are drawn afresh on every run, so a server
// can only pass by checking what it must (its allowlist), not by recognising these pages.

/** What one hostile page tried, and what the server answered. */
export interface HostilePageVisit {
  /** The kind of page: see `visitHostilePages`. */
  kind: 'dns-rebinding' | 'dns-rebinding-without-origin' | 'cross-origin' | 'lookalike-origin' | 'opaque-origin';
  /** The Origin header the page's requests carried (absent for dns-rebinding-without-origin). */
  origin?: string;
  /** The Host header its requests carried. */
  host: string;
  /** The HTTP status of each of its requests, in order. */
  statuses: number[];
  /** True when a tools/call of the page came back with a result: the page used the tool. */
  usedTool: boolean;
}

/** The local server a hostile page aims at: its URL, the link that reaches it, one tool it tries. */
export interface HostileWebTarget {
  /** The link's fetch (`createHttpLink(...).fetch`), so every request is traced. */
  fetch: LinkFetch;
  /** The MCP endpoint, for example http://localhost:3000/mcp. */
  url: string | URL;
  /** The tool a page calls once it got in. */
  tool: string;
  arguments?: Record<string, unknown>;
}

const word = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(5)), (b) => 'abcdefghijklmnopqrstuvwxyz234567'[b % 32]).join('');

/**
 * Sends what five web pages the user has open could send to a server on the user's machine, each
 * a 2026-07-28 `tools/call` of `target.tool` (the DNS-rebinding page first lists the tools):
 *
 * - dns-rebinding: a page whose own name now resolves to 127.0.0.1, so to the browser the server
 *   is same-origin: `Host` and `Origin` both name the page's host.
 * - dns-rebinding-without-origin: the same `Host`, and no `Origin` header at all.
 * - cross-origin: a page on another site, `Origin: https://<name>.example`, `Host` the server's.
 * - lookalike-origin: `Origin: http://localhost.<name>.example:<port>`, a name that starts like
 *   the server's own.
 * - opaque-origin: `Origin: null`, what a sandboxed frame sends.
 *
 * Each page's name is new on every run. Prints one line per page and returns what each got.
 */
export async function visitHostilePages(target: HostileWebTarget): Promise<HostilePageVisit[]> {
  const url = new URL(target.url);
  const port = url.port ? `:${url.port}` : '';
  const rebound = `${word()}.rebind.example${port}`;
  const pages: Omit<HostilePageVisit, 'statuses' | 'usedTool'>[] = [
    { kind: 'dns-rebinding', origin: `http://${rebound}`, host: rebound },
    { kind: 'dns-rebinding-without-origin', host: `${word()}.rebind.example${port}` },
    { kind: 'cross-origin', origin: `https://${word()}.example`, host: url.host },
    { kind: 'lookalike-origin', origin: `http://localhost.${word()}.example${port}`, host: url.host },
    { kind: 'opaque-origin', origin: 'null', host: url.host },
  ];
  const visits: HostilePageVisit[] = [];
  for (const page of pages) {
    const visit: HostilePageVisit = { ...page, statuses: [], usedTool: false };
    const send = async (method: string, params: Record<string, unknown>) => {
      const headers: Record<string, string> = { host: page.host };
      if (page.origin !== undefined) headers.origin = page.origin;
      const answer = await postMcp(target.fetch, url, method, params, { headers });
      visit.statuses.push(answer.status);
      return answer.status < 300 && answer.result !== undefined;
    };
    if (page.kind === 'dns-rebinding') await send('tools/list', {});
    visit.usedTool = await send('tools/call', { name: target.tool, arguments: target.arguments ?? {} });
    const from = page.origin === undefined ? `no Origin, Host ${page.host}` : `Origin ${page.origin}`;
    console.log(
      `[hostile page: ${page.kind}] ${from} → ${visit.statuses.join(', ')}${visit.usedTool ? `: it called ${target.tool}` : ''}`,
    );
    visits.push(visit);
  }
  return visits;
}
