import names from 'virtual:mcp-tour/export-names/sdk1Http';
import * as webStandard from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { sdk1HttpPack } from '../../modules/packs/sdk1Http';
import { registerPack } from '../../modules/registry';
import { KERNEL_GLOBAL, type SDK1_HTTP_SHARED } from '../kernelModules';

// SDK 1.x's Streamable HTTP transports as the sandbox loads them, after the sdk1 script (whose
// types.js they share through the kernel); the server transport goes on to the kernel for the
// tour's script (tourEntry.ts).

registerPack(sdk1HttpPack, names);
const shared: Record<keyof typeof SDK1_HTTP_SHARED, object> = { sdk1WebStandard: webStandard };
Object.assign((globalThis as unknown as Record<string, object>)[KERNEL_GLOBAL], shared);
