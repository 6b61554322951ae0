import type { TOUR_MODULES } from '../available';
import type { ModulePack, Namespace } from '../registry';
import * as tourAcceptance from '../tour/acceptance';
import * as tourApi from '../tour/api';
import * as tourHost from '../tour/host';
import * as tourProbes from '../tour/probes';
import * as tourSecrets from '../tour/secrets';
import * as tourTransports from '../tour/transports';

// The tour's helpers: the simulated stdio and HTTP links, the Host and its simulated model, the
// issue tracker, secrets, acceptance tests. Built on SDK 1.x (the Host's default client, the
// links' server transports), so in the sandbox this script is loaded after SDK 1.x's and takes
// the SDK from it (build/sandbox/sandboxPacks.ts); only programs that import mcp-tour/* load it.

const modules: Readonly<Record<(typeof TOUR_MODULES)[number], Namespace>> = {
  'mcp-tour/host': tourHost,
  'mcp-tour/api': tourApi,
  'mcp-tour/transports': tourTransports,
  'mcp-tour/secrets': tourSecrets,
  'mcp-tour/acceptance': tourAcceptance,
  'mcp-tour/probes': tourProbes,
};

export const tourPack: ModulePack = { modules, install() {} };
