import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { SimulatedProcess } from './process';
import { messageReader } from './readMessages';

/**
 * The server's end of a simulated stdio connection: what the SDK's `StdioServerTransport` is in a
 * real server process. It reads messages from stdin and writes them to stdout, one JSON text per
 * line. A server program receives it as `stdio` and connects to it: `await server.connect(stdio)`.
 *
 * Only MCP messages may go to stdout; diagnostics go to stderr with `stdio.log(text)`.
 */
export class SimulatedStdioServerTransport implements Transport {
  /** Set by the Server when it connects. */
  onclose?: () => void;
  /** Set by the Server when it connects. */
  onerror?: (error: Error) => void;
  /** Set by the Server when it connects. */
  onmessage?: (message: JSONRPCMessage) => void;
  private started = false;
  private readonly reader = messageReader(() => this);

  /** @internal Made by SimulatedStdioClientTransport when it "spawns" the program. */
  constructor(private readonly process: SimulatedProcess) {
    process.onExit(() => {
      this.reader.clear();
      this.onclose?.();
    });
  }

  /** Starts reading stdin. Server.connect() calls it. */
  async start(): Promise<void> {
    if (this.started) {
      throw new Error(
        'SimulatedStdioServerTransport already started! If using Server class, note that connect() calls start() automatically.',
      );
    }
    this.started = true;
    this.process.stdin.attach((text) => this.reader.read(text));
  }

  /** Writes one message to stdout as `JSON.stringify(message) + "\n"`. */
  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.process.running) throw new Error('Not connected');
    this.process.stdout.write(serializeMessage(message));
  }

  /** Ends the server process: the host sees its connection close. */
  async close(): Promise<void> {
    this.process.exit();
  }

  /** Writes a diagnostic line to stderr (a "\n" is added if missing), where server logs belong. */
  log(text: string): void {
    this.process.writeStderr(text.endsWith('\n') ? text : `${text}\n`);
  }

  /**
   * Writes raw text to stdout, as `process.stdout.write` (or a stray `console.log`) would in a
   * real server. Anything on stdout that is not an MCP message breaks the client's reader: use it
   * to see that happen.
   */
  write(text: string): void {
    if (this.process.running) this.process.stdout.write(text);
  }

  /** Whether a server has connected (started reading stdin). */
  get isStarted(): boolean {
    return this.started;
  }
}
