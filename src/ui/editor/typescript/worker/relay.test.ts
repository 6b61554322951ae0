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
    const seen: string[] = [];
    serveRelay(port2, models, Promise.resolve({ textOf: (uri: string) => (seen.push(uri), models.getMirrorModels().find((m) => m.uri.toString() === uri)?.getValue()) }), () => requests++);

    await expect(client.call('textOf', ['file:///editor/a.ts'])).resolves.toBe('one');
    open = [model('file:///editor/a.ts', 2, 'two'), model('file:///editor/b.ts', 1, 'b')];
    await expect(client.call('textOf', ['file:///editor/a.ts'])).resolves.toBe('two');
    open = [model('file:///editor/b.ts', 1, 'b')];
    await expect(client.call('textOf', ['file:///editor/a.ts'])).resolves.toBeUndefined();
    expect(models.getMirrorModels().map((m) => m.uri.toString())).toEqual(['file:///editor/b.ts']);
    expect(requests).toBe(3);
    await expect(client.call('missing', [])).rejects.toThrow();
    port1.close();
    port2.close();
  });
});
