// Stands in for zod-to-json-schema in the sandbox bundle (see slimSandbox.ts): the SDK uses it
// only to describe zod v3 schemas, which learner code in MCP Tour cannot create.
export function zodToJsonSchema(): never {
  throw new Error('zod v3 schemas are not available in MCP Tour: import { z } from "zod" (v4).');
}
