import type { RunTrace } from '../runTrace';
import { Pipe } from './pipe';

// A simulated child process: two pipes (stdin, stdout), a stderr, and an exit that both ends
// observe. Every byte written to any of the three streams is traced.

/** What happens to the child's stderr: shown in the Console (Node's default) or only traced. */
export type StderrMode = 'inherit' | 'ignore';

export class SimulatedProcess {
  readonly stdin: Pipe;
  readonly stdout: Pipe;
  private exited = false;
  private readonly exitListeners: (() => void)[] = [];

  constructor(
    private readonly trace: RunTrace,
    private readonly link: string,
    private readonly stderrMode: StderrMode,
  ) {
    this.stdin = new Pipe((text) => this.traceLine('stdin', text));
    this.stdout = new Pipe((text) => this.traceLine('stdout', text));
  }

  get running(): boolean {
    return !this.exited;
  }

  writeStderr(text: string): void {
    if (this.exited) return;
    this.traceLine('stderr', text);
    // With stderr "inherit" a real child prints into the host's terminal.
    if (this.stderrMode === 'inherit') console.error(text.replace(/\n$/, ''));
  }

  onExit(listener: () => void): void {
    this.exitListeners.push(listener);
  }

  /** Ends the process once; later calls do nothing. */
  exit(): void {
    if (this.exited) return;
    this.exited = true;
    this.stdin.close();
    this.stdout.close();
    for (const listener of this.exitListeners) listener();
  }

  private traceLine(stream: 'stdin' | 'stdout' | 'stderr', text: string): void {
    this.trace.emit({ kind: 'stdio', layer: 'transport', link: this.link, stream, text });
  }
}
