import { afterEach, describe, expect, it } from 'vitest';
import { setActiveRecorder } from '../../../../trace/activeRecorder';
import type { HttpEvent } from '../../../../trace/events';
import { TraceRecorder } from '../../../../trace/recorder';
import { createHttpLink } from './httpLink';

// The parts of the link that need no MCP client: raw fetches, open streams, the run-end hook.

const httpEvents = (recorder: TraceRecorder) => recorder.events.filter((e): e is HttpEvent => e.kind === 'http');

function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const write = (text: string) => controller.enqueue(new TextEncoder().encode(text));
  return { body, write, close: () => controller.close() };
}

afterEach(() => setActiveRecorder(undefined));

describe('createHttpLink', () => {
  it('works outside a run, with no tracing', async () => {
    const link = createHttpLink((request) => new Response(`echo ${request.method}`));
    expect(await (await link.fetch('https://x.example/')).text()).toBe('echo GET');
  });

  it('records a request and a plain response with lower-case headers and bodies', async () => {
    const recorder = new TraceRecorder();
    setActiveRecorder(recorder);
    const link = createHttpLink(async (request) =>
      Response.json({ got: await request.text() }, { status: 201, headers: { 'X-Trace': 'yes' } }),
    );
    const response = await link.fetch('https://x.example/items?q=1', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Api-Key': 'k' },
      body: 'hello',
    });
    expect(await response.json()).toEqual({ got: 'hello' });
    const [request, answer] = httpEvents(recorder);
    expect(request).toMatchObject({
      direction: 'request',
      method: 'POST',
      url: 'https://x.example/items?q=1',
      headers: { 'content-type': 'text/plain', 'x-api-key': 'k' },
      body: 'hello',
    });
    expect(answer).toMatchObject({
      direction: 'response',
      status: 201,
      headers: { 'x-trace': 'yes', 'content-type': 'application/json' },
      body: '{"got":"hello"}',
    });
    expect(answer.exchange).toBe(request.exchange);
    expect(answer.link).toBe(request.link);
  });

  it('streams an event stream through at once and records it when the run finishes, if it is still open', async () => {
    const recorder = new TraceRecorder();
    setActiveRecorder(recorder);
    const stream = openStream();
    const link = createHttpLink(() => new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } }));
    const reader = (
      await link.fetch('https://x.example/mcp', { headers: { accept: 'text/event-stream' } })
    ).body!.getReader();
    stream.write('event: message\ndata: {"a":1}\n\n');
    // The client gets the chunk before the stream ends; nothing is recorded yet.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: message\ndata: {"a":1}\n\n');
    expect(httpEvents(recorder).map((e) => e.direction)).toEqual(['request']);
    recorder.finish();
    expect(httpEvents(recorder)[1]).toMatchObject({
      direction: 'response',
      status: 200,
      body: 'event: message\ndata: {"a":1}\n\n',
    });
    stream.write('data: later\n\n');
    stream.close();
    await reader.read();
    await reader.read();
    expect(httpEvents(recorder)).toHaveLength(2);
  });

  it('rejects like fetch when the request is aborted before the answer', async () => {
    const recorder = new TraceRecorder();
    setActiveRecorder(recorder);
    const abort = new AbortController();
    const link = createHttpLink(() => new Promise<Response>(() => undefined));
    const pending = link.fetch('https://x.example/slow', { signal: abort.signal });
    await Promise.resolve();
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(link.fetch('https://x.example/again', { signal: abort.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('answers 500 when the handler does not return a Response', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const link = createHttpLink((() => ({ status: 200 })) as never, { name: 'odd' });
      expect((await link.fetch('https://x.example/')).status).toBe(500);
      expect(String((errors[0] as unknown[])[1])).toMatch(/must return a Response \(got Object\)/);
    } finally {
      console.error = original;
    }
  });
});
