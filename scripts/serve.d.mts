// Types for scripts/serve.mjs (plain JavaScript so it runs with bare `node`).
import type { Server } from 'node:http';

export const DEFAULT_PORT: number;

export interface ServeOptions {
  root: string;
  port?: number;
  host?: string;
  base?: string;
  gzip?: boolean;
  /** Called once per response after its last byte is written. */
  onResponse?: (entry: ResponseEntry) => void;
}

export interface ResponseEntry {
  method: string | undefined;
  path: string | undefined;
  status: number;
  /** Headers plus body, as written to the socket (compressed when gzip applied). */
  bytes: number;
  /** When the last byte was handed to the socket: epoch milliseconds, comparable with a page's performance.timeOrigin + performance.now(). */
  finishedAt: number;
}

export interface RunningServer {
  server: Server;
  port: number;
  /** The site's URL as printed on start, e.g. http://localhost:4173/ */
  url: string;
  close(): Promise<void>;
}

export function createStaticServer(options: Pick<ServeOptions, 'root' | 'base' | 'gzip' | 'onResponse'>): Server;
export function startStaticServer(options: ServeOptions): Promise<RunningServer>;
export function parseServeArgs(
  argv: string[],
  env?: Record<string, string | undefined>,
): Required<Omit<ServeOptions, 'onResponse'>> & { help?: boolean };
export function normalizeBase(base?: string): string;
export function acceptsGzip(header?: string): boolean;
export function decodeSegments(relativePath: string): string[] | undefined;
export interface HeaderRule {
  match: RegExp;
  headers: [string, string][];
}
/** Rules of a _headers file (Netlify / Cloudflare Pages format). */
export function parseHeaderRules(text: string): HeaderRule[];
/** The headers, in order, of every rule whose path pattern matches. */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][];
