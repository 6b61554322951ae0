import type { ResponseEntry } from '../serve.mjs';

export function startAccountingServer(options: { root: string; base: string }): Promise<{
  port: number;
  responsesBetween(fromEpochMs: number, toEpochMs: number): Promise<ResponseEntry[]>;
  close(): Promise<void>;
}>;
