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
} as const;

export type KernelModule = keyof typeof KERNEL_MODULES;
