import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: pictures of the main pages and the run views (desktop, narrow, dark) in
// e2e/screenshots/, for a person to look at after a change. Not part of `npm test`: nothing compares
// them, and a picture no one looks at asserts nothing.
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: /screenshots\.spec\.ts$/,
});
