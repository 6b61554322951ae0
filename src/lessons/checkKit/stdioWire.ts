import type { JsonRpcMessage, SpawnEvent, StdioEvent } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// The stdio processes of a run, read from their pipes line by line: what the host wrote to each
// one's stdin and what the process wrote to its stdout, in order. A check that reads the wire
// judges what crossed it, whoever (SDK, program, probe) wrote it.

export interface WireLine {
  seq: number;
  stream: 'stdin' | 'stdout';
  message: JsonRpcMessage & { id?: string | number; method?: string; params?: Record<string, unknown> };
}

export interface StdioProcess {
  spawn: SpawnEvent;
  lines: WireLine[];
}

export const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';

/** Every simulated process spawned with `args` (for example ['build-server.js']), in spawn order. */
export function stdioProcesses(run: RunView, args?: readonly string[]): StdioProcess[] {
  const spawns = run.events.filter(
    (e): e is SpawnEvent => e.kind === 'spawn' && (args === undefined || e.args.join(' ') === args.join(' ')),
  );
  return spawns.map((spawn) => ({
    spawn,
    lines: run.events
      .filter((e): e is StdioEvent => e.kind === 'stdio' && e.link === spawn.link && e.stream !== 'stderr')
      .flatMap((e) => {
        try {
          return [{ seq: e.seq, stream: e.stream as 'stdin' | 'stdout', message: JSON.parse(e.text) }];
        } catch {
          return [];
        }
      }),
  }));
}

/** The requests a process read from stdin. */
export const requestsTo = (process: StdioProcess) =>
  process.lines.filter((l) => l.stream === 'stdin' && l.message.method !== undefined && l.message.id !== undefined);

/** A throwaway copy the client spawned only to send `server/discover`. */
export const isDiscoverProbe = (process: StdioProcess) => {
  const requests = requestsTo(process);
  return requests.length > 0 && requests.every((l) => l.message.method === 'server/discover');
};

/** The subscription id a message carries in `_meta`, if any. */
export function subscriptionIdOf(message: WireLine['message']): unknown {
  return (message.params?._meta as Record<string, unknown> | undefined)?.[SUBSCRIPTION_ID];
}
