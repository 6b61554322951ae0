import { inspect } from 'node-inspect-extracted';
import * as zod from 'zod';
import * as zodV4 from 'zod/v4';
import { object, safeParse, safeParseAsync, toJSONSchema } from 'zod/v4-mini';
import * as registry from '../modules/registry';
import * as activeRecorder from '../trace/activeRecorder';
import * as authFetches from '../trace/authFetches';
import * as handlerScope from '../trace/handlerScope';
import * as instrumentProtocol from '../trace/instrumentProtocol';
import * as instrumentTools from '../trace/instrumentTools';
import * as perRequestServers from '../trace/perRequestServers';
import * as recorder from '../trace/recorder';
import * as learnerCodeError from '../transpile/learnerCodeError';
import * as transpilerSlot from '../transpile/transpilerSlot';
import * as zodExtrasSlot from './zodExtras/zodExtrasSlot';
import { KERNEL_GLOBAL, type KernelModule } from './kernelModules';

// The runtime's modules that a pack loaded later (SDK v2) must share, not copy: one registry, one
// active recorder, one set of link ids, one record of the tool handlers running, one zod (a learner's schema is the SDK's schema),
// one LearnerCodeError (the transpiler pack's syntax errors are the runtime's). The pack
// is built with these as externals read from this global (build/sandbox/sandboxPacks.ts).

// Of zod/v4-mini only what SDK 1.x calls (kernel.test.ts checks the SDK's source): the whole
// namespace would keep all of zod's mini API in the runtime, about 5 kB compressed.
const zodV4Mini = { object, safeParse, safeParseAsync, toJSONSchema };

const kernel: Record<KernelModule, object> = {
  zod,
  zodV4,
  zodV4Mini,
  inspect: { inspect },
  registry,
  activeRecorder,
  authFetches,
  handlerScope,
  instrumentProtocol,
  instrumentTools,
  perRequestServers,
  recorder,
  learnerCodeError,
  transpilerSlot,
  zodExtrasSlot,
};

export function exposeKernel(scope: object): void {
  Object.defineProperty(scope, KERNEL_GLOBAL, { value: kernel, configurable: true });
}
