import { namespaceFor } from '../assert';
import type { ASSERT_MODULES } from '../available';
import type { ModulePack, Namespace } from '../registry';

// The node:assert stand-in, loaded for programs that import it.

const modules: Readonly<Record<(typeof ASSERT_MODULES)[number], Namespace>> = {
  'node:assert': namespaceFor('legacy'),
  'node:assert/strict': namespaceFor('strict'),
};

export const assertPack: ModulePack = { modules, install() {} };
