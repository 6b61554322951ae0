// SDK v2's client, built for the sandbox, behaves as it does under Node (its shimsNode.mjs):
// tool output is checked with Ajv, so a learner reads the verdicts `node` prints (the browser
// build's @cfworker/json-schema words them differently and disagrees on some schemas), and a
// failed fetch is never taken for a CORS refusal: every HTTP peer is in the page.
export { AjvJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
export const CORS_IS_POSSIBLE = false;
