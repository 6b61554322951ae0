import {
  compile,
  compileFn,
  withParser,
  ZodCompileAsyncError,
  ZodCompileUnsupportedError,
} from 'mcp-tour-zod-original:core/compile.js';
import { fromJSONSchema } from 'mcp-tour-zod-original:classic/from-json-schema.js';
import { provideZodExtras } from '../zodExtras/zodExtrasSlot';

// zod's fromJSONSchema and compile as the sandbox loads them (zodExtras/zodExtrasSlot.ts): zod's own
// two modules, built against the runtime's zod (build/sandbox/zodExtrasBuild.ts).

provideZodExtras({ fromJSONSchema, compile, compileFn, withParser, ZodCompileAsyncError, ZodCompileUnsupportedError });
