import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRunner } from './browserRunner';
import type { FromSandbox, ToSandbox } from './protocol';
import type { SandboxFrame } from './sandboxFrame';

// The runner's lifecycle (warm spare, time limit, Stop, a dead frame, untrusted messages) is its own
// logic; here a scripted fake frame stands in, and the browser tests run the real frame in Chromium.
// Nothing here sleeps: the fake holds each step until the test lets it go, time is Vitest's fake
// clock where a limit is under test, and the idle moment that warms the next Worker is injected.

type Reply = (message: unknown) => void;
type Behaviour = (source: string, reply: Reply) => void;

class FakeFrame implements SandboxFrame {
  static opened: FakeFrame[] = [];
  behaviour: Behaviour = () => undefined;
  /** When the Worker starts a program it was asked to run. */
  startWhen: Promise<void> = Promise.resolve();
  /** When a spawned Worker says it is ready. */
  readyWhen: Promise<void> = Promise.resolve();
  spawned: number[] = [];
  loads: { worker: number; pack: string; source: string }[] = [];
  runs: { worker: number; source: string }[] = [];
  loadError?: string;
  /** What the Worker's parser says of a program ('check'); the real check is transpile/typeSyntax.ts. */
  typeSyntax: (source: string) => boolean = (source) => source.includes(': string');
  checks: string[] = [];
  killed: number[] = [];
  disposed = false;
  private listeners: Parameters<SandboxFrame['onTrouble']>[0][] = [];
  private nextId = 1;

  constructor() {
    FakeFrame.opened.push(this);
  }

  spawn() {
    const id = this.nextId++;
    this.spawned.push(id);
    const channel = new MessageChannel();
    const worker = channel.port2;
    const reply: Reply = (message) => worker.postMessage(message);
    worker.onmessage = ({ data }: MessageEvent<ToSandbox>) => {
      if (data.type === 'check') {
        this.checks.push(data.source);
        reply({ type: 'checked', typeSyntax: this.typeSyntax(data.source) } satisfies FromSandbox);
        return;
      }
      if (data.type === 'load') {
        this.loads.push({ worker: id, pack: data.pack, source: data.source });
        reply({
          type: 'loaded',
          pack: data.pack,
          ...(this.loadError ? { error: this.loadError } : {}),
        } satisfies FromSandbox);
        return;
      }
      this.runs.push({ worker: id, source: data.source });
      void this.startWhen.then(() => {
        reply({ type: 'started' } satisfies FromSandbox);
        this.behaviour(data.source, reply);
      });
    };
    void this.readyWhen.then(() => reply({ type: 'ready' } satisfies FromSandbox));
    return { id, port: channel.port1 };
  }
  kill(id: number) {
    this.killed.push(id);
  }
  onTrouble(listener: Parameters<SandboxFrame['onTrouble']>[0]) {
    this.listeners.push(listener);
  }
  silentForMs() {
    return 0;
  }
  die() {
    for (const listener of this.listeners) listener({ kind: 'dead' });
  }
  dispose() {
    this.disposed = true;
  }
}

const runners: ReturnType<typeof createBrowserRunner>[] = [];
/** The runner's "the page is quiet now" callbacks, run when a test says so. */
let quiet: (() => void)[] = [];
function newRunner(setUp: (frame: FakeFrame) => void = () => {}) {
  FakeFrame.opened = [];
  const runner = createBrowserRunner({
    openFrame: () => {
      const frame = new FakeFrame();
      setUp(frame);
      return frame;
    },
    packSource: async (pack) => `pack ${pack}`,
    whenQuiet: (callback) => quiet.push(callback),
  });
  runners.push(runner);
  return { runner, frame: () => FakeFrame.opened.at(-1)! };
}
afterEach(() => {
  for (const runner of runners.splice(0)) runner.dispose();
  quiet = [];
  vi.useRealTimers();
});

/** Lets every message and promise already on its way arrive (turns of the event loop, no clock). */
async function settle() {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
}
/** Settles until `condition` holds; fails if it never does. */
async function until(condition: () => boolean) {
  for (let round = 0; round < 100 && !condition(); round++) await settle();
  expect(condition()).toBe(true);
}
const never = new Promise<void>(() => {});

const event = (seq: number, text: string) =>
  ({ kind: 'console', layer: 'runtime', level: 'log', text, seq, t: seq }) as const;

describe('createBrowserRunner', () => {
  it('starts a sandbox Worker at once; prepare settles once that Worker is ready', async () => {
    let start!: () => void;
    const { runner, frame } = newRunner((fake) => (fake.readyWhen = new Promise((resolve) => (start = resolve))));
    expect(frame().spawned).toHaveLength(1);
    let prepared = false;
    void runner.prepare("console.log('hi');").then(() => (prepared = true));
    await settle();
    expect(prepared).toBe(false);
    start();
    await vi.waitFor(() => expect(prepared).toBe(true));
    expect(frame().spawned).toHaveLength(1);
  });

  it('streams events, returns the record, and kills the used Worker', async () => {
    const { runner, frame } = newRunner((f) => {
      f.behaviour = (_source, reply) => {
        reply({ type: 'events', events: [event(1, 'a'), event(2, 'b')] });
        reply({ type: 'done', status: 'ok' });
      };
    });
    const seen: string[] = [];
    const record = await runner.run('x', { onEvent: (e) => e.kind === 'console' && seen.push(e.text) });
    expect(record.status).toBe('ok');
    expect(seen).toEqual(['a', 'b']);
    expect(record.events.map((e) => e.kind)).toEqual(['console', 'console', 'end']);
    expect(record.events.at(-1)).toMatchObject({ kind: 'end', status: 'ok', seq: 3 });
    expect(frame().killed).toEqual([1]);
  });

  it('kills a run that passes the time limit and says why', async () => {
    const { runner, frame } = newRunner((f) => {
      f.behaviour = (_source, reply) => reply({ type: 'events', events: [event(1, 'looping…')] });
    });
    const record = await runner.run('while (true) {}', { timeLimitMs: 100 });
    expect(record.status).toBe('timeout');
    expect(record.error?.message).toMatch(/^Stopped after 0.1 s: the code was still running/);
    expect(record.events.map((e) => e.kind)).toEqual(['console', 'error', 'end']);
    expect(record.events.at(-1)).toMatchObject({ kind: 'end', status: 'timeout', error: { kind: 'timeout' } });
    expect(frame().killed).toEqual([1]);
  });

  it('counts the time limit from the start of the program, not from the request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    let startProgram!: () => void;
    const { runner, frame } = newRunner((f) => {
      f.startWhen = new Promise((resolve) => (startProgram = resolve));
      f.behaviour = (_source, reply) => {
        reply({ type: 'events', events: [event(1, 'running')] });
        setTimeout(() => reply({ type: 'done', status: 'ok' }), 60);
      };
    });
    let running = false;
    const pending = runner.run('x', { timeLimitMs: 100, onEvent: () => (running = true) });
    await until(() => frame().runs.length === 1);
    // The Worker takes longer to start the program than the whole limit.
    await vi.advanceTimersByTimeAsync(150);
    startProgram();
    await until(() => running);
    await vi.advanceTimersByTimeAsync(60);
    const record = await pending;
    expect(record.status).toBe('ok');
    expect(record.durationMs).toBe(60);
  });

  it('Stop ends the run in progress, and nothing the Worker sends afterwards reaches the record', async () => {
    let later: Reply = () => {};
    let running = false;
    const { runner } = newRunner((f) => {
      f.behaviour = (_source, reply) => {
        later = reply;
        reply({ type: 'events', events: [event(1, 'waiting')] });
      };
    });
    const pending = runner.run('await new Promise(() => {})', { onEvent: () => (running = true) });
    await until(() => running);
    runner.stop();
    const record = await pending;
    later({ type: 'events', events: [event(5, 'after the stop')] });
    later({ type: 'done', status: 'ok' });
    // Whatever of it could arrive has arrived (the page closes its end of the channel on Stop).
    await settle();
    expect(record.status).toBe('stopped');
    expect(record.error?.kind).toBe('stopped');
    expect(record.events.map((e) => (e.kind === 'console' ? e.text : e.kind))).toEqual(['waiting', 'error', 'end']);
  });

  it('drops messages and events that do not fit the protocol', async () => {
    const cyclic: Record<string, unknown> = { jsonrpc: '2.0' };
    cyclic.self = cyclic;
    const { runner } = newRunner((f) => {
      f.behaviour = (_source, reply) => {
        reply({
          type: 'events',
          events: [event(1, 'fine'), { kind: 'console', seq: 2, t: 1, layer: 'runtime', level: 'log', text: 42 }],
        });
        reply({
          type: 'events',
          events: [
            {
              kind: 'jsonrpc',
              seq: 3,
              t: 1,
              layer: 'client',
              direction: 'send',
              link: 'l',
              transport: 'other',
              message: cyclic,
            },
          ],
        });
        reply({
          type: 'events',
          events: [{ kind: 'made-up', seq: 4, t: 1, layer: 'runtime' }, event(1, 'replayed seq')],
        });
        reply({
          type: 'events',
          events: [{ kind: 'end', seq: 5, t: 1, layer: 'runtime', status: 'ok', durationMs: 1 }],
        });
        reply({ type: 'nonsense' });
        reply('done');
        reply({ type: 'events', events: [event(6, 'still fine')] });
        reply({ type: 'done', status: 'ok' });
      };
    });
    const record = await runner.run('x');
    expect(record.status).toBe('ok');
    // A run's end is the page's own finding: an 'end' from the sandbox is dropped like any forgery.
    expect(record.events.map((e) => (e.kind === 'console' ? e.text : e.kind))).toEqual(['fine', 'still fine', 'end']);
  });

  it('applies the output limits itself: a sandbox that sends more than they allow is cut with a notice', async () => {
    const { runner } = newRunner((f) => {
      f.behaviour = (_source, reply) => {
        for (let batch = 0; batch < 3; batch++) {
          reply({
            type: 'events',
            events: Array.from({ length: 4000 }, (_, i) => event(batch * 4000 + i + 1, `line ${batch * 4000 + i + 1}`)),
          });
        }
        reply({ type: 'done', status: 'ok' });
      };
    });
    const record = await runner.run('x');
    const lines = record.events.filter((e) => e.kind === 'console');
    expect(lines).toHaveLength(10_001);
    expect(lines.at(-1)).toMatchObject({
      level: 'warn',
      text: expect.stringMatching(/^MCP Tour: output truncated after 10,000 lines/),
    });
    expect(record.events.at(-1)).toMatchObject({ kind: 'end', status: 'ok' });
  });

  it('stops a run whose messages need more checking than the page gives one run, and the next run works', async () => {
    // Attack (issue 25): messages that each ask the page to walk more values than it walks for one message.
    const { runner, frame } = newRunner((f) => {
      f.behaviour = (_source, reply) => {
        reply({ type: 'events', events: [event(1, 'before')] });
        for (let message = 0; message < 3; message++)
          reply({
            type: 'events',
            events: Array.from({ length: 30 }, (_, i) => ({
              ...event(message * 100 + i + 2, 'x'),
              kind: 'tool-handler',
              phase: 'start',
              tool: 't',
              arguments: new Array(50_001).fill(0),
            })),
          });
        reply({ type: 'done', status: 'ok' });
      };
    });
    const record = await runner.run('x');
    expect(record.status).toBe('error');
    expect(record.error?.message).toMatch(/^MCP Tour stopped the program: it sent the page more data/);
    expect(record.events.find((e) => e.kind === 'console')).toMatchObject({ text: 'before' });
    frame().behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
    expect((await runner.run('1')).status).toBe('ok');
  });

  it('ends the run as out of memory when the frame dies, and opens a new frame for the next run', async () => {
    const { runner, frame } = newRunner((f) => {
      f.behaviour = (_source, reply) => reply({ type: 'events', events: [event(1, 'filling memory')] });
    });
    const first = frame();
    // The frame dies once the program is seen running.
    const record = await runner.run('const a = []; for (;;) a.push(new Array(1e6).fill(0));', {
      onEvent: (e) => e.kind === 'console' && first.die(),
    });
    expect(record.status).toBe('error');
    expect(record.error?.kind).toBe('crashed');
    expect(record.error?.message).toMatch(/^The code ran out of memory \(or crashed\) after \d+\.\d s/);
    expect(first.disposed).toBe(true);
    const second = frame();
    expect(second).not.toBe(first);
    second.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
    expect((await runner.run('1')).status).toBe('ok');
  });

  it('a frame that dies before the program started (the last run nearly filled its memory) does not fail the next run', async () => {
    // Seen in heap-bomb.spec.ts: a v2 bomb stopped by the time limit leaves its
    // frame dying; the next Run takes that frame's warm Worker and ended with "The code runner
    // failed: the code runner stopped before your program started". Nothing of the program had
    // run: the run can go to the new frame.
    let dyingFrame: FakeFrame | undefined;
    const { runner, frame } = newRunner((fake) => {
      if (!dyingFrame) {
        dyingFrame = fake;
        fake.startWhen = never;
      }
      fake.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
    });
    const pending = runner.run("console.log('next program');");
    await until(() => dyingFrame!.runs.length === 1);
    dyingFrame!.die();
    const record = await pending;
    expect(frame()).not.toBe(dyingFrame);
    expect(record.error?.message).toBeUndefined();
    expect(record.status).toBe('ok');
  });

  it('retries once: a run whose new frame dies before the program started too ends with the reason', async () => {
    const { runner, frame } = newRunner((fake) => {
      fake.startWhen = never;
      fake.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
    });
    const pending = runner.run("console.log('next program');");
    const first = frame();
    await until(() => first.runs.length === 1);
    first.die();
    await until(() => frame() !== first && frame().runs.length === 1);
    expect(frame()).not.toBe(first);
    frame().die();
    const record = await pending;
    expect(record.status).toBe('error');
    expect(record.error?.message).toContain('the code runner stopped before your program started');
    expect(FakeFrame.opened).toHaveLength(3);
  });

  it('uses a fresh Worker for every run and warms the next one afterwards', async () => {
    const { runner, frame } = newRunner((f) => {
      f.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
    });
    await runner.run('1');
    // The next Worker waits for a quiet moment.
    expect(frame().spawned).toEqual([1]);
    for (const callback of quiet.splice(0)) callback();
    expect(frame().spawned).toEqual([1, 2]);
    await runner.run('2');
    expect(frame().killed).toEqual([1, 2]);
  });

  describe('packs', () => {
    const V2 = "import { McpServer } from '@modelcontextprotocol/server';\nconsole.log('v2');";

    it('loads what the program imports into its Worker before the run, once', async () => {
      const { runner, frame } = newRunner(
        (fake) => (fake.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' })),
      );
      const record = await runner.run(V2);
      expect(record.status).toBe('ok');
      expect(frame().loads).toEqual([{ worker: 1, pack: 'sdk2', source: 'pack sdk2' }]);
      expect(frame().runs).toEqual([{ worker: 1, source: V2 }]);
      await runner.run("import { z } from 'zod';");
      expect(frame().loads).toHaveLength(1);
    });

    it("hands the tour's helpers to the Worker only after SDK 1.x's scripts, which they are built on, even when they arrive first", async () => {
      let arrive!: () => void;
      const tourArrived = new Promise<void>((resolve) => (arrive = resolve));
      FakeFrame.opened = [];
      const runner = createBrowserRunner({
        openFrame: () => {
          const fake = new FakeFrame();
          fake.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
          return fake;
        },
        // SDK 1.x's script is the larger download: it arrives last.
        packSource: async (pack) => {
          if (pack === 'sdk1') await tourArrived;
          if (pack === 'tour') queueMicrotask(arrive);
          return `pack ${pack}`;
        },
      });
      runners.push(runner);
      const code = "import { Host } from 'mcp-tour/host';\nconsole.log(typeof Host);";
      expect((await runner.run(code)).status).toBe('ok');
      const frame = FakeFrame.opened.at(-1)!;
      expect(frame.loads.map((load) => load.pack)).toEqual(['sdk1', 'sdk1http', 'tour']);
    });

    it("preloads what the page's code imports into the waiting Worker, and into the next one", async () => {
      const { runner, frame } = newRunner(
        (fake) => (fake.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' })),
      );
      // Settles once the waiting Worker holds the pack.
      await runner.prepare(V2);
      expect(frame().loads.map((load) => load.worker)).toEqual([1]);
      expect(frame().runs).toEqual([]);
      await runner.run(V2);
      expect(frame().loads.map((load) => load.worker)).toEqual([1]);
      await runner.run(V2);
      expect(frame().loads.map((load) => load.worker)).toEqual([1, 2]);
    });

    it('loads the transpiler only for code the Worker finds type syntax in, and asks once per code', async () => {
      const { runner, frame } = newRunner(
        (fake) => (fake.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' })),
      );
      const plain = "console.log('plain');";
      const typed = "const name: string = 'typed';\nconsole.log(name);";
      await runner.prepare(plain);
      expect(await runner.run(plain)).toMatchObject({ status: 'ok' });
      expect(frame().loads).toEqual([]);
      expect(frame().checks).toEqual([plain]);
      // Prepared, then run: the run waits for the transpiler in its Worker, and the page asks no twice.
      for (const start of quiet.splice(0)) start();
      await runner.prepare(typed);
      expect(frame().loads).toEqual([{ worker: 2, pack: 'transpile', source: 'pack transpile' }]);
      expect(await runner.run(typed)).toMatchObject({ status: 'ok' });
      expect(frame().checks).toEqual([plain, typed]);
      // The next Worker loads it while it waits: the code on the page still needs it.
      for (const start of quiet.splice(0)) start();
      await until(() => frame().loads.some((load) => load.worker === 3));
      expect(frame().loads.map((load) => load.pack)).toEqual(['transpile', 'transpile']);
    });

    it('tries a failed download again for the Run that needs it (the network came back)', async () => {
      // The waiting Worker's download failed while the learner read; the Run
      // pressed once the network is back must not fail with that old error.
      let online = false;
      FakeFrame.opened = [];
      const runner = createBrowserRunner({
        openFrame: () => {
          const fake = new FakeFrame();
          fake.behaviour = (_source, reply) => reply({ type: 'done', status: 'ok' });
          return fake;
        },
        packSource: async (pack) => {
          if (!online) throw new Error('Failed to fetch');
          return `pack ${pack}`;
        },
      });
      runners.push(runner);
      await runner.prepare(V2);
      online = true;
      const record = await runner.run(V2);
      expect(record.error?.message).toBeUndefined();
      expect(record.status).toBe('ok');
    });

    it('ends the run with a clear error when a pack cannot be loaded', async () => {
      const { runner } = newRunner((fake) => (fake.loadError = 'bad script'));
      const record = await runner.run(V2);
      expect(record.status).toBe('error');
      expect(record.error?.message).toContain(
        'MCP Tour could not load SDK v2 (@modelcontextprotocol/server and /client) for this code (bad script)',
      );
    });
  });
});
