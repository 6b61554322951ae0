import { transpile } from '../../transpile/transpile';
import { provideTranspiler } from '../../transpile/transpilerSlot';

// The transpiler (sucrase) as the sandbox loads it: only for a program with type syntax
// (transpile/typeSyntax.ts). Its errors are the runtime's LearnerCodeError (a kernel module).

provideTranspiler(transpile);
