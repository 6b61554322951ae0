import names from 'virtual:mcp-tour/export-names/sdk1';
import * as client from '@modelcontextprotocol/sdk/client/index.js';
import * as stdio from '@modelcontextprotocol/sdk/shared/stdio.js';
import * as types from '@modelcontextprotocol/sdk/types.js';
import { sdk1Pack } from '../../modules/packs/sdk1';
import { registerPack } from '../../modules/registry';
import { KERNEL_GLOBAL, type SDK1_SHARED } from '../kernelModules';

// The SDK 1.x pack as the sandbox loads it: a classic script that registers its modules with the
// runtime it is loaded into (the registry is the runtime's own, see kernel.ts), and adds the SDK
// modules the scripts loaded after it use to the kernel (sdk1HttpEntry.ts, tourEntry.ts).

registerPack(sdk1Pack, names);
const shared: Record<keyof typeof SDK1_SHARED, object> = {
  sdk1Client: client,
  sdk1Types: types,
  sdk1Stdio: stdio,
};
Object.assign((globalThis as unknown as Record<string, object>)[KERNEL_GLOBAL], shared);
