import type { ResponseEntry } from '../serve.mjs';

export function blogPages(siteBase: string, lesson: string): { one: string; ten: string };

export function startBlogServer(
  pages: Record<string, string>,
): Promise<{ url(name: string): string; close(): Promise<void> }>;

export interface EmbedVisitSample {
  embedRunReadyMs?: number;
  embedFrameRunReadyMs?: number;
  embedBytesBeforeRunReady?: number;
  embedScriptBytes?: number;
  largestBeforeEmbedRunReady?: { path: string | undefined; bytes: number }[];
  embedFirstRunMs?: number;
  bytesAfterIdle?: number;
  editorBytes?: number;
  framesLoaded?: number;
  runnersStarted?: number;
}

export function measureEmbedVisit(options: {
  url: string;
  executablePath: string;
  timeoutMs: number;
  responsesBetween: (fromEpochMs: number, toEpochMs: number) => Promise<ResponseEntry[]>;
  firstRun?: boolean;
  idleMs?: number;
}): Promise<{ sample: EmbedVisitSample; errors: string[] }>;
