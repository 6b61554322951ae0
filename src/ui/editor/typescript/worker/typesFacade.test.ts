import { describe, expect, it, vi } from 'vitest';
import type { MirrorModel } from 'monaco-editor/languages/features/typescript/tsWorker';
import type { HoverSnapshot } from './hoverSnapshot';
import { TypesFacade } from './typesFacade';

const URI = 'file:///editor/code-1.ts';
const TEXT = 'const server = new McpServer();';

function facadeWith(text: string) {
  const model: MirrorModel = {
    uri: { toString: () => URI, path: '/editor/code-1.ts' },
    version: 1,
    getValue: () => text,
  };
  const facade = new TypesFacade('v1', '/');
  const api = facade.attach({ getMirrorModels: () => [model] }) as Record<
    string,
    (...args: unknown[]) => Promise<unknown>
  >;
  return { facade, api };
}

/** The TypeScript worker as the facade reaches it: answers everything itself, and snapshots on request. */
function typescriptWorker(snapshot?: HoverSnapshot) {
  return {
    call: vi.fn(async (method: string) => {
      if (method === 'takeSnapshot') return snapshot;
      return method === 'getSemanticDiagnostics' ? ['from TypeScript'] : 'from TypeScript';
    }),
  };
}

describe('TypesFacade', () => {
  it('waits for TypeScript when it has no snapshot of the text', async () => {
    const { facade, api } = facadeWith(TEXT);
    const answer = api.getQuickInfoAtPosition(URI, 20);
    const typescript = typescriptWorker();
    facade.connect(typescript);
    await expect(answer).resolves.toBe('from TypeScript');
    expect(typescript.call).toHaveBeenCalledWith('getQuickInfoAtPosition', [URI, 20]);
  });

  it('answers from the snapshot TypeScript made of the same text, and only of that text', async () => {
    vi.useFakeTimers();
    try {
      const snapshot: HoverSnapshot = {
        fileName: URI,
        text: TEXT,
        quickInfo: [[19, 28, 'from the snapshot']],
        syntactic: [],
        semantic: ['snapshot diagnostics'],
      };
      const { facade, api } = facadeWith(TEXT);
      const typescript = typescriptWorker(snapshot);
      facade.connect(typescript);
      await api.getSemanticDiagnostics(URI);
      await vi.advanceTimersByTimeAsync(2000);
      expect(typescript.call).toHaveBeenCalledWith('takeSnapshot', [URI]);
      await expect(api.getQuickInfoAtPosition(URI, 20)).resolves.toBe('from the snapshot');
      await expect(api.getSemanticDiagnostics(URI)).resolves.toEqual(['snapshot diagnostics']);
      // Between names the snapshot has nothing to say: TypeScript answers.
      await expect(api.getQuickInfoAtPosition(URI, 15)).resolves.toBe('from TypeScript');
    } finally {
      vi.useRealTimers();
    }
  });
});
