import names from 'virtual:mcp-tour/export-names/tour';
import { tourPack } from '../../modules/packs/tour';
import { registerPack } from '../../modules/registry';

// The tour's helpers as the sandbox loads them, after the SDK 1.x script: their imports of SDK 1.x
// read the modules that script added to the kernel (see sdk1Entry.ts).

registerPack(tourPack, names);
