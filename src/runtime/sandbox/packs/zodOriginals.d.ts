/** zod's own modules, which the zod extras pack bundles (build/sandbox/zodExtrasBuild.ts). */
declare module 'mcp-tour-zod-original:core/compile.js' {
  export { compile, compileFn, withParser, ZodCompileAsyncError, ZodCompileUnsupportedError } from 'zod/v4/core';
}
declare module 'mcp-tour-zod-original:classic/from-json-schema.js' {
  export { fromJSONSchema } from 'zod/v4';
}
