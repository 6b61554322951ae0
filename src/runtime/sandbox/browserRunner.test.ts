import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromSandbox, SandboxInit, ToSandbox } from './protocol';
import { createBrowserRunner } from './browserRunner';

// The Worker lifecycle (warm spare, time limit, Stop) is the runner's own logic; here a scripted
// fake Worker stands in, and the browser tests run the real thing in Chromium.

type Behaviour = (source: string, reply: (message: FromSandbox) => void) => void;

class FakeWorker {
  static created: FakeWorker[] = [];
  static behaviour: Behaviour = () => undefined;
  /** How long the fake takes from a run request to its program's start. */
  static startDelayMs = 0;
  terminated = false;
  onerror: ((event: { message: string }) => void) | null = null;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: SandboxInit) {
    const port = message.port;
    port.onmessage = ({ data }: MessageEvent<ToSandbox>) => {
      setTimeout(() => {
        port.postMessage({ type: 'started' } satisfies FromSandbox);
        FakeWorker.behaviour(data.source, (reply) => port.postMessage(reply));
      }, FakeWorker.startDelayMs);
    };
    port.postMessage({ type: 'ready' } satisfies FromSandbox);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  FakeWorker.created = [];
  FakeWorker.startDelayMs = 0;
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

const event = (seq: number, text: string) => ({ kind: 'console', layer: 'runtime', level: 'log', text, seq, t: seq }) as const;

describe('createBrowserRunner', () => {
  it('starts a sandbox at once and reports ready', async () => {
    const runner = createBrowserRunner();
    await runner.ready;
    expect(FakeWorker.created).toHaveLength(1);
    runner.dispose();
  });

  it('streams events, returns the record, and throws the used Worker away', async () => {
    FakeWorker.behaviour = (_source, reply) => {
      reply({ type: 'events', events: [event(1, 'a'), event(2, 'b')] });
      reply({ type: 'done', status: 'ok' });
    };
    const runner = createBrowserRunner();
    const seen: string[] = [];
    const record = await runner.run('x', { onEvent: (e) => e.kind === 'console' && seen.push(e.text) });
    expect(record.status).toBe('ok');
    expect(seen).toEqual(['a', 'b']);
    expect(record.events).toHaveLength(2);
    expect(FakeWorker.created[0].terminated).toBe(true);
    runner.dispose();
  });

  it('kills a run that passes the time limit and says why', async () => {
    FakeWorker.behaviour = (_source, reply) => reply({ type: 'events', events: [event(1, 'looping…')] });
    const runner = createBrowserRunner();
    const record = await runner.run('while (true) {}', { timeLimitMs: 100 });
    expect(record.status).toBe('timeout');
    expect(record.error?.message).toMatch(/^Stopped after 0.1 s: the code was still running/);
    expect(record.events.map((e) => e.kind)).toEqual(['console', 'error']);
    expect(FakeWorker.created[0].terminated).toBe(true);
    runner.dispose();
  });

  it('counts the time limit from the start of the program, not from the request', async () => {
    FakeWorker.startDelayMs = 150;
    FakeWorker.behaviour = (_source, reply) => setTimeout(() => reply({ type: 'done', status: 'ok' }), 60);
    const runner = createBrowserRunner();
    const record = await runner.run('x', { timeLimitMs: 100 });
    expect(record.status).toBe('ok');
    expect(record.durationMs).toBeLessThan(140);
    runner.dispose();
  });

  it('Stop ends the run in progress', async () => {
    FakeWorker.behaviour = () => undefined;
    const runner = createBrowserRunner();
    const running = runner.run('await new Promise(() => {})');
    await new Promise((resolve) => setTimeout(resolve, 20));
    runner.stop();
    const record = await running;
    expect(record.status).toBe('stopped');
    expect(record.error?.kind).toBe('stopped');
    runner.dispose();
  });

  it('uses a fresh Worker for every run and warms the next one afterwards', async () => {
    FakeWorker.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
    const runner = createBrowserRunner();
    await runner.run('1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(FakeWorker.created).toHaveLength(2);
    await runner.run('2');
    expect(FakeWorker.created[0].terminated && FakeWorker.created[1].terminated).toBe(true);
    runner.dispose();
  });
});
