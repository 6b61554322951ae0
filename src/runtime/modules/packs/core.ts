import * as zod from 'zod';
import * as zodV4 from 'zod/v4';
import { namespaceFor } from '../assert';
import type { LIBRARY_MODULES } from '../available';
import type { ModulePack, Namespace } from '../registry';

// What the sandbox runtime itself carries: zod (both SDK generations use the runtime's one zod, so
// a learner's schema is the SDK's schema) and the node:assert stand-in.

const modules: Readonly<Record<(typeof LIBRARY_MODULES)[number], Namespace>> = {
  zod,
  'zod/v4': zodV4,
  'node:assert': namespaceFor('legacy'),
  'node:assert/strict': namespaceFor('strict'),
};

export const corePack: ModulePack = { modules, install() {} };
