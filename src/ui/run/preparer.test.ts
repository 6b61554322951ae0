import { describe, expect, it, vi } from 'vitest';
import type { Runner } from '../../runtime/runner';
import { createCodeDocument, type RunSource } from '../document/codeDocument';
import { createPreparer, prepareWhileEditing } from './preparer';

/** A runner whose prepares settle when the test says so. */
function preparingRunner() {
  const pending = new Map<string, () => void>();
  const prepare = vi.fn((code: string) => new Promise<void>((resolve) => pending.set(code, resolve)));
  const runner: Runner = {
    run: vi.fn(async () => ({ status: 'ok' as const, events: [], durationMs: 1 })),
    prepare,
    stop: vi.fn(),
    dispose: vi.fn(),
  };
  const settle = async (code: string) => {
    pending.get(code)?.();
    // The settling callbacks run on the promise's own microtasks.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { runner, prepare, settle };
}

describe('preparing the runner while the learner edits', () => {
  it('prepares once for the code opened and once per change of the code, whatever else happens', () => {
    const { runner, prepare } = preparingRunner();
    const codeDocument = createCodeDocument('a');
    const stop = prepareWhileEditing(
      codeDocument,
      createPreparer(runner, () => {}),
    );
    expect(prepare.mock.calls).toEqual([['a']]);

    // Reads (every render of every component that shows the code) are not changes.
    for (let render = 0; render < 10; render++) void codeDocument.get().runnable;
    codeDocument.edit('a');
    expect(prepare).toHaveBeenCalledTimes(1);

    codeDocument.edit('ab');
    codeDocument.replace('starter');
    expect(prepare.mock.calls).toEqual([['a'], ['ab'], ['starter']]);

    stop();
    codeDocument.edit('after');
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('prepares for the code that runs, which an embed derives from the code shown', () => {
    const { runner, prepare } = preparingRunner();
    const unfold = (shown: string): RunSource => ({ code: shown.replace('// ⋯', 'setup();') });
    const codeDocument = createCodeDocument('// ⋯\nmain();', unfold);
    prepareWhileEditing(
      codeDocument,
      createPreparer(runner, () => {}),
    );
    expect(prepare.mock.calls).toEqual([['setup();\nmain();']]);

    // Shown with the hidden lines in place: the same code runs, nothing new to prepare.
    codeDocument.replace('setup();\nmain();', (code) => ({ code }));
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('a second subscription with the same preparer (React mounting effects twice) prepares nothing again', () => {
    const { runner, prepare } = preparingRunner();
    const codeDocument = createCodeDocument('a');
    const preparer = createPreparer(runner, () => {});
    prepareWhileEditing(codeDocument, preparer)();
    prepareWhileEditing(codeDocument, preparer);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('is ready when the latest code is prepared, not when code edited away from settles', async () => {
    const { runner, settle } = preparingRunner();
    const onReady = vi.fn();
    const codeDocument = createCodeDocument("import '@modelcontextprotocol/server';");
    prepareWhileEditing(codeDocument, createPreparer(runner, onReady));
    codeDocument.edit("console.log('no imports');");

    await settle("import '@modelcontextprotocol/server';");
    expect(onReady).not.toHaveBeenCalled();
    await settle("console.log('no imports');");
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('a prepare that fails still offers Run (the run then says why)', async () => {
    const runner: Runner = {
      run: vi.fn(),
      prepare: vi.fn(() => Promise.reject(new Error('no sandbox'))),
      stop: vi.fn(),
      dispose: vi.fn(),
    };
    const onReady = vi.fn();
    prepareWhileEditing(createCodeDocument('a'), createPreparer(runner, onReady));
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  });
});
