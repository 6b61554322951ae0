// One direction of a simulated process pipe. Text written is traced at once, byte for byte, and
// reaches the reader a moment later (a microtask), in order, as data through a real pipe would.
// Until a reader attaches, text waits in the pipe.

export class Pipe {
  private readonly queue: string[] = [];
  private reader?: (text: string) => void;
  private flushing = false;
  private closed = false;

  constructor(private readonly onWrite: (text: string) => void) {}

  write(text: string): void {
    if (this.closed) return;
    this.onWrite(text);
    this.queue.push(text);
    this.scheduleFlush();
  }

  attach(reader: (text: string) => void): void {
    this.reader = reader;
    this.scheduleFlush();
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.reader = undefined;
  }

  private scheduleFlush(): void {
    if (this.flushing || !this.reader || this.queue.length === 0) return;
    this.flushing = true;
    queueMicrotask(() => {
      this.flushing = false;
      while (this.reader && this.queue.length > 0) this.reader(this.queue.shift()!);
    });
  }
}
