import type { SimulatedStdioServerTransport } from './serverTransport';

/** What a simulated server process starts with: its environment, its command line and its stdio. */
export interface ServerProcess {
  /**
   * A copy of the `env` the host passed, and nothing else: nothing is inherited from the host.
   * (The SDK's real StdioClientTransport adds only HOME, LOGNAME, PATH, SHELL, TERM and USER from
   * the host's environment; the simulation leaves even those out.) A credential the server needs
   * reaches it only if the host passes it here.
   */
  env: Record<string, string>;
  /** `[command, ...args]`, so `argv.slice(2)` holds the arguments after the script, as with `process.argv`. */
  argv: string[];
  /** The server's stdio transport: `await server.connect(stdio)`. */
  stdio: SimulatedStdioServerTransport;
}

/** The "main" of a simulated stdio server: what `node server.js` would run in a real child process. */
export type ServerProgram = (process: ServerProcess) => void | Promise<void>;

/**
 * Declares a stdio server program for `new SimulatedStdioClientTransport({ command, args, env, server })`.
 * It receives what a real server process would read from `process.env`, `process.argv` and its
 * stdin/stdout, and connects its server to `stdio`.
 *
 * @example
 * const trackerServer = defineServerProgram(async ({ env, stdio }) => {
 *   const server = new McpServer({ name: 'tracker', version: '1.0.0' });
 *   // … register tools that use env.GITLAB_TOKEN …
 *   await server.connect(stdio);
 *   stdio.log('tracker server ready'); // stderr, never stdout
 * });
 */
export function defineServerProgram(program: ServerProgram): ServerProgram {
  if (typeof program !== 'function') throw new TypeError('defineServerProgram(program): program must be a function');
  return program;
}
