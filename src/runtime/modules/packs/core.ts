import * as zod from 'zod';
import * as zodV4 from 'zod/v4';

import type { ModulePack, Namespace } from '../registry';

// What the sandbox runtime itself carries: zod. Both SDK generations use the runtime's one zod, so
// a learner's schema is the SDK's schema.

const modules: Readonly<Record<'zod' | 'zod/v4', Namespace>> = { zod, 'zod/v4': zodV4 };

export const corePack: ModulePack = { modules, install() {} };
