import { describe, expect, it, vi } from 'vitest';
import type { Runner } from '../../runtime/runner';
import { createLazyRunner } from './lazyRunner';

function fakeRunner(): Runner {
  return {
    ready: Promise.resolve(),
    run: vi.fn(async () => ({ status: 'ok' as const, events: [], durationMs: 1 })),
    prepare: vi.fn(),
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
    let ready = false;
    void runner.ready.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);

    runner.start();
    runner.start();
    await runner.ready;
    await runner.started;
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('starts on the first run', async () => {
    const inner = fakeRunner();
    const runner = createLazyRunner(() => inner);
    await expect(runner.run('x')).resolves.toMatchObject({ status: 'ok' });
    expect(inner.run).toHaveBeenCalledWith('x', undefined);
  });

  it('reports a runner that cannot be created through ready and the run', async () => {
    const runner = createLazyRunner(() => {
      throw new Error('no workers here');
    });
    runner.start();
    await expect(runner.ready).rejects.toThrow('no workers here');
  });

  it('hands the code it was prepared for to the runner it starts', () => {
    const inner = fakeRunner();
    const runner = createLazyRunner(() => inner);
    runner.prepare("import '@modelcontextprotocol/server';");
    expect(inner.prepare).not.toHaveBeenCalled();
    runner.start();
    expect(inner.prepare).toHaveBeenCalledWith("import '@modelcontextprotocol/server';");
  });
});
