import names from 'virtual:mcp-tour/export-names/sdk1';
import { sdk1Pack } from '../../modules/packs/sdk1';
import { registerPack } from '../../modules/registry';

// The SDK 1.x pack (with the tour's helpers) as the sandbox loads it: a classic script that
// registers its modules with the runtime it is loaded into (the registry is the runtime's own, see
// kernel.ts).

registerPack(sdk1Pack, names);
