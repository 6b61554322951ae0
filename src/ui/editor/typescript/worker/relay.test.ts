import { describe, expect, it } from 'vitest';
import type { MirrorModel } from 'monaco-editor/languages/features/typescript/tsWorker';
import { RelayClient, RelayedModels, serveRelay } from './relay';

function model(uri: string, version: number, text: string): MirrorModel {
  return { uri: { toString: () => uri, path: new URL(uri).pathname }, version, getValue: () => text };
}

describe('relay', () => {
  it('calls the service across a port with the models as they are, sending each version once', async () => {
    const { port1, port2 } = new MessageChannel();
    let open = [model('file:///editor/a.ts', 1, 'one')];
    const client = new RelayClient(port1, () => open);
    const models = new RelayedModels();
    let requests = 0;
    const changed: string[][] = [];
    const service = {
      textOf: (uri: string) =>
        models
          .getMirrorModels()
          .find((m) => m.uri.toString() === uri)
          ?.getValue(),
    };
    serveRelay(
      port2,
      models,
      async () => service,
      (texts) => {
        requests++;
        changed.push(texts);
      },
    );

    await expect(client.call('textOf', ['file:///editor/a.ts'])).resolves.toBe('one');
    open = [model('file:///editor/a.ts', 2, 'two'), model('file:///editor/b.ts', 1, 'b')];
    await expect(client.call('textOf', ['file:///editor/a.ts'])).resolves.toBe('two');
    open = [model('file:///editor/b.ts', 1, 'b')];
    await expect(client.call('textOf', ['file:///editor/a.ts'])).resolves.toBeUndefined();
    expect(models.getMirrorModels().map((m) => m.uri.toString())).toEqual(['file:///editor/b.ts']);
    expect(requests).toBe(3);
    // The texts that changed, each version once: b.ts was sent with a's second version and not again.
    expect(changed).toEqual([['one'], ['two', 'b'], []]);
    await expect(client.call('missing', [])).rejects.toThrow();
    port1.close();
    port2.close();
  });
});
