import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';

// SDK 1.x's default JSON Schema validator in the sandbox (sandboxPacks.ts puts this module where
// Client and Server import the SDK's Ajv provider): the SDK's own @cfworker/json-schema provider.
// Ajv with ajv-formats and fast-uri made the SDK 1.x script about 32 kB larger (gzip) than this
// provider does, on every lesson's first load, and the SDK ships this provider for
// runtimes like a Worker. Under Node (`node`, the lesson tests) the SDK keeps Ajv.
// A learner meets it in two places: Client.callTool checks structuredContent against the tool's
// outputSchema, and Server.elicitInput checks the answer against requestedSchema. The verdicts agree
// with Ajv's on the schemas zod writes; the words differ, so every message says which validator
// spoke (docs/teaching-notes.md, "JSON Schema checks in the browser", lists the differences).
// Every failure is listed, as the SDK's Ajv (allErrors) does, not only the first.

export const BROWSER_VALIDATOR_NOTE =
  "(checked in the browser by @cfworker/json-schema; under Node, SDK 1.x's Ajv words this differently)";

class BrowserJsonSchemaValidator implements jsonSchemaValidator {
  readonly #cfworker = new CfWorkerJsonSchemaValidator({ shortcircuit: false });

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const validate = this.#cfworker.getValidator<T>(schema);
    return (input) => {
      const result = validate(input);
      return result.valid ? result : { ...result, errorMessage: `${result.errorMessage} ${BROWSER_VALIDATOR_NOTE}` };
    };
  }
}

export { BrowserJsonSchemaValidator as AjvJsonSchemaValidator };
