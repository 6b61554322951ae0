import { describe, expect, it } from 'vitest';
import { tapStream } from './tapStream';

const bytes = (text: string) => new TextEncoder().encode(text);

function source() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const cancelled: unknown[] = [];
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: (reason) => void cancelled.push(reason),
  });
  return { stream, controller, cancelled };
}

describe('tapStream', () => {
  it('hands on every chunk unchanged and notices the end as soon as the source ends', async () => {
    const { stream, controller } = source();
    const seen: string[] = [];
    let ends = 0;
    const reader = tapStream(stream, {
      onChunk: (c) => seen.push(new TextDecoder().decode(c)),
      onEnd: (byReader) => {
        ends++;
        expect(byReader).toBe(false);
      },
    }).getReader();
    controller.enqueue(bytes('event: message\n'));
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: message\n');
    controller.enqueue(bytes('data: {}\n\n'));
    controller.close();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: {}\n\n');
    await Promise.resolve();
    // The reader has not asked for the end yet; the tap has already seen it.
    expect(ends).toBe(1);
    expect((await reader.read()).done).toBe(true);
    expect(seen).toEqual(['event: message\n', 'data: {}\n\n']);
    expect(ends).toBe(1);
  });

  it('fails with the abort reason and cancels the source when the signal aborts', async () => {
    const { stream, controller, cancelled } = source();
    const abort = new AbortController();
    const ends: boolean[] = [];
    const reader = tapStream(stream, { onEnd: (byReader) => ends.push(byReader) }, abort.signal).getReader();
    controller.enqueue(bytes('a'));
    await reader.read();
    abort.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled).toHaveLength(1);
    // The reader gave up on it: the client closed the stream.
    expect(ends).toEqual([true]);
  });

  it('cancels the source when its reader cancels', async () => {
    const { stream, cancelled } = source();
    const ends: boolean[] = [];
    await tapStream(stream, { onEnd: (byReader) => ends.push(byReader) }).cancel('done reading');
    expect(cancelled).toEqual(['done reading']);
    expect(ends).toEqual([true]);
  });
});
