// SDK v2's server, built for the sandbox: Ajv as under Node (see sdk2ClientShims.ts; the client
// shares this one copy), and the browser build's `process`, which says plainly that there is no
// stdin/stdout to serve.
export { AjvJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
export { process } from '../../../node_modules/@modelcontextprotocol/server/dist/shimsBrowser.mjs';
