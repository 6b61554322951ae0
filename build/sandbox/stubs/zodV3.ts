// Stands in for zod/v3 in the sandbox bundle (see slimSandbox.ts). The SDK reaches it only for
// zod v3 schemas, which learner code in MCP Tour cannot create.
function unavailable(): never {
  throw new Error('zod v3 schemas are not available in MCP Tour: import { z } from "zod" (v4).');
}
export const object = unavailable;
