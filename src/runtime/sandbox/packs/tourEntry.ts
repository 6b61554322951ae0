import names from 'virtual:mcp-tour/export-names/tour';
import { tourPack } from '../../modules/packs/tour';
import { registerPack } from '../../modules/registry';

// The tour's helpers as the sandbox loads them, after SDK 1.x's scripts: their imports of SDK 1.x
// read the modules those scripts added to the kernel (see sdk1Entry.ts, sdk1HttpEntry.ts).

registerPack(tourPack, names);
