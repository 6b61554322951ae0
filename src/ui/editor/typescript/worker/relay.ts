import type { MirrorModel, WorkerContext } from 'monaco-editor/languages/features/typescript/tsWorker';

// The two workers of the editor's type support talk over a MessagePort: the types worker (Monaco's
// protocol and answers kept from earlier: typesWorker.ts) passes the questions it cannot answer to
// the TypeScript worker (liveWorker.ts), together with the code they are about. TypeScript can then
// spend seconds parsing declarations without ever making the types worker unresponsive.

/** A model's state as last sent: the TypeScript worker keeps its own copy of each. */
interface ModelState {
  uri: string;
  version: number;
  text: string;
}

interface Request {
  id: number;
  method: string;
  args: unknown[];
  /** Models whose version changed since the last request, and the URIs of all models now open. */
  changed: ModelState[];
  open: string[];
}

type Reply = { id: number; result: unknown } | { id: number; error: string };

/** The types worker's end: calls a method of the TypeScript worker's service with the current models. */
export class RelayClient {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly sent = new Map<string, number>();

  constructor(
    private readonly port: MessagePort,
    private readonly models: () => MirrorModel[],
  ) {
    port.onmessage = ({ data }: MessageEvent<Reply>) => {
      const waiting = this.pending.get(data.id);
      this.pending.delete(data.id);
      if ('error' in data) waiting?.reject(new Error(data.error));
      else waiting?.resolve(data.result);
    };
  }

  call(method: string, args: unknown[]): Promise<unknown> {
    const models = this.models();
    const changed: ModelState[] = [];
    for (const model of models) {
      const uri = model.uri.toString();
      if (this.sent.get(uri) === model.version) continue;
      this.sent.set(uri, model.version);
      changed.push({ uri, version: model.version, text: model.getValue() });
    }
    const open = models.map((model) => model.uri.toString());
    for (const uri of this.sent.keys()) if (!open.includes(uri)) this.sent.delete(uri);
    const id = this.nextId++;
    this.port.postMessage({ id, method, args, changed, open } satisfies Request);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }
}

/** The models as the TypeScript worker knows them, in the shape Monaco's TS worker reads. */
export class RelayedModels implements WorkerContext {
  private readonly models = new Map<string, MirrorModel>();

  update(changed: ModelState[], open: string[]): void {
    for (const { uri, version, text } of changed) {
      this.models.set(uri, {
        uri: { toString: () => uri, path: new URL(uri).pathname },
        version,
        getValue: () => text,
      });
    }
    for (const uri of this.models.keys()) if (!open.includes(uri)) this.models.delete(uri);
  }

  getMirrorModels(): MirrorModel[] {
    return [...this.models.values()];
  }
}

/**
 * The TypeScript worker's end: answers each request with the service `service()` resolves to (once
 * it exists, and has what the code needs). `onRequest` hears of each request first, with the texts
 * of the models that changed.
 */
export function serveRelay(
  port: MessagePort,
  models: RelayedModels,
  service: () => Promise<object>,
  onRequest: (changedTexts: string[]) => void,
): void {
  port.onmessage = async ({ data }: MessageEvent<Request>) => {
    models.update(data.changed, data.open);
    onRequest(data.changed.map((model) => model.text));
    try {
      const target = (await service()) as Record<string, (...args: unknown[]) => unknown>;
      port.postMessage({ id: data.id, result: await target[data.method](...data.args) } satisfies Reply);
    } catch (error) {
      port.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) } satisfies Reply);
    }
  };
}
