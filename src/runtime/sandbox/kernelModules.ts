// Which modules the runtime shares with packs (kernel.ts), by the name a pack build maps them to,
// and where each lives: bare package names, or files relative to the repository root. Kept apart
// from kernel.ts so that the build can read it without loading the modules themselves.

export const KERNEL_GLOBAL = '__mcpTourKernel';

export const KERNEL_MODULES = {
  zod: 'zod',
  zodV4: 'zod/v4',
  zodV4Mini: 'zod/v4-mini',
  inspect: 'node-inspect-extracted',
  registry: 'src/runtime/modules/registry.ts',
  activeRecorder: 'src/runtime/trace/activeRecorder.ts',
  authFetches: 'src/runtime/trace/authFetches.ts',
  handlerScope: 'src/runtime/trace/handlerScope.ts',
  instrumentProtocol: 'src/runtime/trace/instrumentProtocol.ts',
  instrumentTools: 'src/runtime/trace/instrumentTools.ts',
  perRequestServers: 'src/runtime/trace/perRequestServers.ts',
  recorder: 'src/runtime/trace/recorder.ts',
  learnerCodeError: 'src/runtime/transpile/learnerCodeError.ts',
  transpilerSlot: 'src/runtime/transpile/transpilerSlot.ts',
  zodExtrasSlot: 'src/runtime/sandbox/zodExtras/zodExtrasSlot.ts',
} as const;

export type KernelModule = keyof typeof KERNEL_MODULES;

/**
 * SDK 1.x's modules that the scripts loaded after the sdk1 script take from it (sdk1http's and the
 * tour's), under these kernel keys (packs/sdk1Entry.ts): one SDK instance for all.
 */
export const SDK1_SHARED = {
  sdk1Client: '@modelcontextprotocol/sdk/client/index.js',
  sdk1Types: '@modelcontextprotocol/sdk/types.js',
  sdk1Stdio: '@modelcontextprotocol/sdk/shared/stdio.js',
} as const;

/** What the sdk1http script adds to the kernel for the tour's (packs/sdk1HttpEntry.ts). */
export const SDK1_HTTP_SHARED = {
  sdk1WebStandard: '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js',
} as const;
