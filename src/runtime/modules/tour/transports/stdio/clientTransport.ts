import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { TraceRecorder } from '../../../../trace/recorder';
import { linkTransports, markTransportKind, traceProbeSibling } from '../../../../trace/instrumentProtocol';
import { currentRunTrace } from '../runTrace';
import { SimulatedProcess, type StderrMode } from './process';
import type { ServerProgram } from './program';
import { messageReader } from './readMessages';

const PROBE_ORIGIN = Symbol('mcp-tour.probeOrigin');
import { SimulatedStdioServerTransport } from './serverTransport';

/** The options of SimulatedStdioClientTransport: those of the SDK's StdioClientTransport, plus the program to run. */
export interface SimulatedStdioOptions {
  /** The executable a real host would run, for example "node" or "npx". Shown in the trace. */
  command: string;
  /** Its arguments, for example ["tracker-server.js", "--read-only"]. */
  args?: string[];
  /**
   * The child's environment. The program gets a copy of exactly this: nothing is inherited from
   * the host (the real SDK would add only HOME, LOGNAME, PATH, SHELL, TERM and USER). The trace
   * records it as given; views mask its values, and the model never sees it.
   */
  env?: Record<string, string>;
  /** The program that stands in for the executable (see defineServerProgram). */
  server: ServerProgram;
  /** "inherit" (default, as in the SDK): the child's stderr lines also appear in the Console. "ignore": only in the trace. */
  stderr?: StderrMode;
}

/**
 * A stdio client transport that "spawns" a server program inside the page instead of a process.
 * Use it where a Node host would use the SDK's `StdioClientTransport`: the options are the same,
 * plus `server`, the program to run.
 *
 * On `start()` (which `client.connect()` calls) it records a spawn event, starts the program with
 * its own stdio transport, and from then on every message crosses as one line of JSON text:
 * `JSON.stringify(message) + "\n"`, traced byte for byte on stdin (host → server) and stdout
 * (server → host). `close()` ends the process; both ends see the connection close.
 *
 * It works with either SDK generation's `Client`. SDK v2's client in `auto` (or pinned) version
 * negotiation treats it as it treats its own `StdioClientTransport` (it has the same `pid` and
 * `stderr` properties and keeps its options): it first spawns a throwaway copy of the server (same
 * command, args, env and program; stderr ignored) to send `server/discover`, ends that copy, and
 * only then spawns the process it keeps, so the trace shows two spawns. The throwaway copy's wire
 * has a link of its own with no client on it.
 *
 * @example
 * const transport = new SimulatedStdioClientTransport({
 *   command: 'node',
 *   args: ['tracker-server.js'],
 *   env: { GITLAB_TOKEN: token },
 *   server: trackerServer,
 * });
 * await client.connect(transport);
 */
export class SimulatedStdioClientTransport implements Transport {
  /** Set by the Client when it connects. */
  onclose?: () => void;
  /** Set by the Client when it connects. */
  onerror?: (error: Error) => void;
  /** Set by the Client when it connects. */
  onmessage?: (message: JSONRPCMessage) => void;
  private readonly trace = currentRunTrace();
  private readonly link: string | undefined;
  private readonly reader = messageReader(() => this);
  private process?: SimulatedProcess;
  private processId: number | null = null;
  /**
   * The options, kept under the name SDK v2's client reads from its own StdioClientTransport: with
   * them it spawns the throwaway copy that probes the server's protocol era.
   * @internal
   */
  readonly _serverParams: SimulatedStdioOptions;

  constructor(private readonly options: SimulatedStdioOptions) {
    if (typeof options?.command !== 'string' || options.command === '') {
      throw new TypeError('new SimulatedStdioClientTransport({ command, server }): command must be a non-empty string');
    }
    if (typeof options.server !== 'function') {
      throw new TypeError(
        'new SimulatedStdioClientTransport({ command, server }): server must be a program (see defineServerProgram)',
      );
    }
    // The origin rides along (an own symbol key survives the spread SDK v2 copies these with): a
    // transport made from another's options is that one's probe sibling.
    this._serverParams = { ...options, [PROBE_ORIGIN]: this } as SimulatedStdioOptions;
    markTransportKind(this, 'stdio');
    // Named now: the Client records its link when it connects, before start() runs.
    this.link = this.trace.recorder?.nextId('link');
    if (this.link) linkTransports(this, this, this.link);
    const origin = (options as { [PROBE_ORIGIN]?: object })[PROBE_ORIGIN];
    if (origin) traceProbeSibling(this as never, origin);
  }

  /** Spawns the program. Client.connect() calls it. */
  async start(): Promise<void> {
    if (this.process?.running) {
      throw new Error(
        'SimulatedStdioClientTransport already started! If using Client class, note that connect() calls start() automatically.',
      );
    }
    const { command, args = [], env = {}, server, stderr = 'inherit' } = this.options;
    const link = this.link ?? '';
    this.trace.emit({ kind: 'spawn', layer: 'transport', link, command, args: [...args], env: { ...env } });

    const process = new SimulatedProcess(this.trace, link, stderr);
    this.processId = nextPid(this.trace.recorder);
    process.onExit(() => void (this.processId = null));
    const child = new SimulatedStdioServerTransport(process);
    markTransportKind(child, 'stdio');
    if (this.link) linkTransports(this, child, this.link);
    this.process = process;
    this.reader.clear();
    process.stdout.attach((text) => this.reader.read(text));
    process.onExit(() => this.onclose?.());

    // Like a real child, the program starts a moment after spawn returns (what the host writes
    // meanwhile waits in the pipe), and a crash ends the process.
    void new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => server({ env: { ...env }, argv: [command, ...args], stdio: child }))
      .then(
        () => {
          // Nothing reads stdin: like a node process with nothing left to do, it exits.
          if (!child.isStarted) process.exit();
        },
        (error: unknown) => {
          process.writeStderr(`${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
          process.exit();
        },
      );
  }

  /** Writes one message to the child's stdin as `JSON.stringify(message) + "\n"`. */
  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.process?.running) throw new Error('Not connected');
    this.process.stdin.write(serializeMessage(message));
  }

  /** Ends the child process. Both ends see the connection close; closing again does nothing. */
  async close(): Promise<void> {
    this.process?.exit();
  }

  /** The simulated child's process id while it runs (1001, 1002, … in the order of spawns in a run); null before start and after exit. */
  get pid(): number | null {
    return this.processId;
  }

  /** Always null: the child's stderr goes to the Console ("inherit") or only to the trace ("ignore"), never to a stream you read. */
  get stderr(): null {
    return null;
  }

  /**
   * Ends the process, as SDK v2's client does with the throwaway copy once its probe is answered
   * (the SDK's StdioClientTransport has the same internal method).
   * @internal
   */
  async _dispose(): Promise<void> {
    this.process?.exit();
  }
}

const pidsByRun = new WeakMap<TraceRecorder, number>();
let pidsOutsideRuns = 1000;

function nextPid(recorder: TraceRecorder | undefined): number {
  if (!recorder) return ++pidsOutsideRuns;
  const pid = (pidsByRun.get(recorder) ?? 1000) + 1;
  pidsByRun.set(recorder, pid);
  return pid;
}
