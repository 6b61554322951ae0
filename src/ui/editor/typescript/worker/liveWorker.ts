/// <reference lib="webworker" />
import { isConnectMessage, type ConnectMessage } from '../protocol';
import { QuietPeriod } from './quietPeriod';
import { RelayedModels, serveRelay } from './relay';

// The TypeScript worker: TypeScript (Monaco's 5.9) and the declarations built for the editor, loaded
// in parallel, then the page's code checked at once (the program built, every declaration parsed).
// It answers the types worker (typesWorker.ts) over the port the page gave both.

declare const self: DedicatedWorkerGlobalScope;

const models = new RelayedModels();
/** Full checks wait for a quiet moment, so that hovers and completions asked meanwhile go first. */
const requests = new QuietPeriod(30);
let connect: ConnectMessage | undefined;
let resolveService!: (service: object) => void;
const service = new Promise<object>((resolve) => (resolveService = resolve));

self.onmessage = ({ data }) => {
  if (!isConnectMessage(data)) return;
  connect = data;
  serveRelay(data.port, models, service, () => requests.note());
};

const [{ default: types }, { createLiveService }] = await Promise.all([import('virtual:mcp-tour-editor/types'), import('./serveTypeScript')]);
resolveService(createLiveService(types, models, requests, connect?.code));
