import type { ResponseEntry } from '../serve.mjs';

export interface VisitSample {
  runReadyMs?: number;
  bytesBeforeRunReady?: number;
  largestBeforeRunReady?: { path: string | undefined; bytes: number }[];
  firstRunMs?: number;
  warmRunSamples?: number[];
  monacoReadyMs?: number;
  bytesUntilMonacoReady?: number;
}

export function measureColdVisit(options: {
  url: string;
  executablePath: string;
  warmRuns: number;
  timeoutMs: number;
  responsesBetween: (fromEpochMs: number, toEpochMs: number) => Promise<ResponseEntry[]>;
  idleBeforeWarmRunMs?: number;
}): Promise<{ sample: VisitSample; errors: string[] }>;
