// Splits a text stream into lines, as a stdio reader must: a message may arrive in pieces, or
// several in one piece. (The SDK's ReadBuffer does this with Node's Buffer, which a Worker lacks.)

export class LineBuffer {
  private pending = '';

  /** Adds text and returns every line it completed, without the "\n" (or "\r\n") that ended it. */
  push(text: string): string[] {
    this.pending += text;
    const lines: string[] = [];
    let end: number;
    while ((end = this.pending.indexOf('\n')) !== -1) {
      lines.push(this.pending.slice(0, end).replace(/\r$/, ''));
      this.pending = this.pending.slice(end + 1);
    }
    return lines;
  }

  clear(): void {
    this.pending = '';
  }
}
