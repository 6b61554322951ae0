import { describe, expect, it, vi } from 'vitest';
import type { Runner } from '../../runtime/runner';
import { createLazyRunner } from './lazyRunner';

function fakeRunner(): Runner {
  return {
    run: vi.fn(async () => ({ status: 'ok' as const, events: [], durationMs: 1 })),
    prepare: vi.fn(async () => {}),
    stop: vi.fn(),
    dispose: vi.fn(),
  };
}

describe('createLazyRunner', () => {
  it('creates nothing until started, then once', async () => {
    const create = vi.fn(fakeRunner);
    const runner = createLazyRunner(create);
    runner.stop();
    expect(create).not.toHaveBeenCalled();
    runner.start();
    runner.start();
    await runner.started;
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('starts on the first run', async () => {
    const inner = fakeRunner();
    const runner = createLazyRunner(() => inner);
    await expect(runner.run('x')).resolves.toMatchObject({ status: 'ok' });
    expect(inner.run).toHaveBeenCalledWith('x', undefined);
  });

  it('is prepared for the code once it has started and the runner it started is', async () => {
    let loaded!: () => void;
    const inner = { ...fakeRunner(), prepare: vi.fn(() => new Promise<void>((resolve) => (loaded = resolve))) };
    const runner = createLazyRunner(() => inner);
    let prepared = false;
    void runner.prepare("import '@modelcontextprotocol/server';").then(() => (prepared = true));
    await Promise.resolve();
    expect(inner.prepare).not.toHaveBeenCalled();

    runner.start();
    await vi.waitFor(() => expect(inner.prepare).toHaveBeenCalledWith("import '@modelcontextprotocol/server';"));
    expect(prepared).toBe(false);
    loaded();
    await vi.waitFor(() => expect(prepared).toBe(true));
  });

  it('a runner that cannot be created still settles prepare (Run is offered), and each run says why', async () => {
    const runner = createLazyRunner(() => {
      throw new Error('no workers here');
    });
    const prepared = runner.prepare('x');
    runner.start();
    await expect(prepared).resolves.toBeUndefined();
    await expect(runner.run('x')).rejects.toThrow('no workers here');
  });
});
