/// <reference lib="webworker" />
import type { PackName } from '../../../../runtime/modules/packs';
import { isConnectMessage, type ConnectMessage } from '../protocol';
import { PackDeclarations } from './packDeclarations';
import { QuietPeriod } from './quietPeriod';
import { RelayedModels, serveRelay } from './relay';
import type { EditorTypesData } from './serveTypeScript';
import type { TourTypeScriptWorker } from './tourTypeScriptWorker';

// The TypeScript worker: TypeScript (Monaco's 5.9) and the declarations built for the editor, loaded
// in parallel, then the page's code checked at once (the program built, every declaration parsed).
// A pack's declarations (each SDK generation's) load only once the code imports the pack (packDeclarations.ts).
// It answers the types worker (typesWorker.ts) over the port the page gave both.

declare const self: DedicatedWorkerGlobalScope;

/** Each pack's declarations (an SDK generation's, node:assert's): a chunk of its own (editorTypesPlugin), fetched only when the code imports the pack. */
const PACK_TYPES: Record<PackName, () => Promise<{ default: EditorTypesData }>> = {
  sdk1: () => import('virtual:mcp-tour-editor/types-sdk1'),
  sdk2: () => import('virtual:mcp-tour-editor/types-sdk2'),
  assert: () => import('virtual:mcp-tour-editor/types-assert'),
};

const models = new RelayedModels();
/** Full checks wait for a quiet moment, so that hovers and completions asked meanwhile go first. */
const requests = new QuietPeriod(30);
const packs = new PackDeclarations(PACK_TYPES);
let connect: ConnectMessage | undefined;
let resolveService!: (service: TourTypeScriptWorker) => void;
const service = new Promise<TourTypeScriptWorker>((resolve) => (resolveService = resolve));
let addDeclarations: ((service: TourTypeScriptWorker, types: EditorTypesData) => void) | undefined;

/** The service, once it has the declarations of every pack the code imports (asked for as texts arrive). */
async function serviceForCode(): Promise<object> {
  const live = await service;
  for (const pack of await packs.loaded()) addDeclarations?.(live, pack);
  return live;
}

self.onmessage = ({ data }) => {
  if (!isConnectMessage(data)) return;
  connect = data;
  if (data.code) packs.request(data.code.text);
  serveRelay(data.port, models, serviceForCode, (changedTexts) => {
    requests.note();
    for (const text of changedTexts) packs.request(text);
  });
};

const [{ default: types }, live] = await Promise.all([
  import('virtual:mcp-tour-editor/types'),
  import('./serveTypeScript'),
]);
addDeclarations = live.addDeclarations;
// The packs the page's code imports were asked for on connect and loaded alongside: the first program has them.
resolveService(live.createLiveService(types, await packs.loaded(), models, requests, connect?.code));
