// Watches a byte stream pass by without holding it up: each chunk is handed on as soon as the
// reader asks for it, and the tap hears about every chunk and about the end, whichever way the
// stream ends.

export interface StreamTap {
  onChunk?(chunk: Uint8Array): void;
  /**
   * Called once: the stream finished or failed (`byReader` false), or its reader gave up on it:
   * cancelled it, or `signal` aborted (`byReader` true).
   */
  onEnd?(byReader: boolean): void;
}

/**
 * A stream with the same bytes as `source`. If `signal` aborts, it fails with the abort reason and
 * `source` is cancelled, as a fetch body does when its request is aborted.
 */
export function tapStream(
  source: ReadableStream<Uint8Array>,
  tap: StreamTap,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let ended = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const end = (byReader = false) => {
    if (ended) return false;
    ended = true;
    signal?.removeEventListener('abort', onAbort);
    tap.onEnd?.(byReader);
    return true;
  };
  function onAbort() {
    if (!end(true)) return;
    const reason = abortReason(signal!);
    try {
      controller.error(reason);
    } catch {
      // Already closed.
    }
    reader.cancel(reason).catch(() => undefined);
  }
  // One read is always in flight, so the end is noticed when the source ends, not when the
  // reader next asks (a server closes its stream right after the last event).
  const readNext = () => {
    const next = reader.read();
    next.then(
      ({ done }) => done && end(),
      () => end(),
    );
    return next;
  };
  let nextRead: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      async pull(c) {
        try {
          const { value, done } = await (nextRead ?? readNext());
          nextRead = undefined;
          if (done) {
            end();
            c.close();
            return;
          }
          tap.onChunk?.(value);
          nextRead = readNext();
          c.enqueue(value);
        } catch (error) {
          end();
          try {
            c.error(error);
          } catch {
            // Already errored by an abort.
          }
        }
      },
      cancel(reason) {
        end(true);
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return stream;
}

/** What an aborted fetch fails with: the signal's reason, or an AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
