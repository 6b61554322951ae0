import names from 'virtual:mcp-tour/export-names/sdk2';
import { sdk2Pack } from '../../modules/packs/sdk2';
import { registerPack } from '../../modules/registry';

// The SDK v2 pack as the sandbox loads it: a classic script that registers its modules with the
// runtime it is loaded into (the registry is the runtime's own, see kernel.ts).

registerPack(sdk2Pack, names);
