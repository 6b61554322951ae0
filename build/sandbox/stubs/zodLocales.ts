// Stands in for zod/v4/locales in the sandbox bundle: English only (see slimSandbox.ts).
export { default as en } from 'zod/v4/locales/en.js';
