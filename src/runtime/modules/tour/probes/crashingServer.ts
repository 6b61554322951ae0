import type { ServerProgram } from '../transports/stdio/program';
import type { SimulatedStdioServerTransport } from '../transports/stdio/serverTransport';

// A stdio server process that dies now and then, as real ones do: the lesson's own server program,
// run unchanged, except that a process the host listens on crashes at the next tools/call, while
// the call is in flight. Each process also announces a tools change on every tools subscription
// right after acknowledging it (plugins finished loading), so a host that listens hears it.

type Message = { id?: unknown; method?: string; params?: Record<string, unknown> };

const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';

/** The wrapped program, and how many of its processes will crash. */
export interface CrashingServer {
  program: ServerProgram;
  /** How many processes crash, drawn on each run (2 or 3); later processes live. */
  readonly crashes: number;
}

/**
 * Wraps a stdio server program. The first 2 or 3 processes (the number is drawn on each run) that
 * acknowledge a `subscriptions/listen` for tool changes then exit while answering the next
 * `tools/call`, and every process announces `notifications/tools/list_changed` on each such
 * subscription right after the acknowledgement. A process nobody listens on never crashes.
 */
export function crashingServer(program: ServerProgram): CrashingServer {
  if (typeof program !== 'function') throw new TypeError('crashingServer(program): program must be a server program');
  let crashesLeft = 2 + (crypto.getRandomValues(new Uint8Array(1))[0] % 2);
  const crashes = crashesLeft;
  const wrapped: ServerProgram = (process) => {
    const stdio = process.stdio;
    const toolSubscriptions = new Set<unknown>();
    let listened = false;
    const realSend = stdio.send.bind(stdio);
    stdio.send = async (message) => {
      await realSend(message);
      const sent = message as Message;
      const id = (sent.params?._meta as Record<string, unknown> | undefined)?.[SUBSCRIPTION_ID];
      if (sent.method === 'notifications/subscriptions/acknowledged' && toolSubscriptions.has(id)) {
        listened = true;
        await realSend({
          jsonrpc: '2.0',
          method: 'notifications/tools/list_changed',
          params: { _meta: { [SUBSCRIPTION_ID]: id } },
        } as Parameters<typeof realSend>[0]);
      }
    };
    watchInbound(stdio, (message) => {
      if (message.method === 'subscriptions/listen') {
        const filter = message.params?.notifications as { toolsListChanged?: unknown } | undefined;
        if (filter?.toolsListChanged === true) toolSubscriptions.add(message.id);
      }
      if (message.method === 'tools/call' && listened && crashesLeft > 0) {
        crashesLeft--;
        stdio.log('crashed while handling tools/call');
        void stdio.close();
        return false;
      }
      return true;
    });
    return program(process);
  };
  return { program: wrapped, crashes };
}

/** Calls `see` with every message the process reads; one it returns false for is not delivered. */
function watchInbound(stdio: SimulatedStdioServerTransport, see: (message: Message) => boolean): void {
  let handler: SimulatedStdioServerTransport['onmessage'];
  Object.defineProperty(stdio, 'onmessage', {
    configurable: true,
    get: () =>
      handler
        ? (message: Parameters<NonNullable<typeof handler>>[0]) => see(message as Message) && handler?.(message)
        : undefined,
    set: (value: SimulatedStdioServerTransport['onmessage']) => {
      handler = value;
    },
  });
}
