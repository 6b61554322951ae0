import names from 'virtual:mcp-tour/export-names/assert';
import { assertPack } from '../../modules/packs/assert';
import { registerPack } from '../../modules/registry';

// The node:assert pack as the sandbox loads it (see sdk1Entry.ts).

registerPack(assertPack, names);
