// The site's Content-Security-Policy, one source for the <meta> in every page, the _headers file
// and scripts/serve.mjs (which reads _headers). docs/deployment.md explains each directive.

type Policy = Record<string, string[]>;

const serialize = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/**
 * Pages of the site. Learner code never runs here (it runs in the sandbox frame), so scripts are
 * the site's own files and the inline scripts whose hashes the build computed. `connect-src 'self'`:
 * the page fetches only its own files (lesson chunks, editor types); no outside host.
 * `style-src 'unsafe-inline'`: Monaco and React set inline styles; styles cannot run code.
 */
export function pagePolicy(inlineScriptHashes: readonly string[]): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}

/** Sent as a header only: browsers ignore frame-ancestors in a <meta>. */
export const FRAME_ANCESTORS_NONE = "frame-ancestors 'none'";
/** Embeds are made to be framed by any blog. */
export const FRAME_ANCESTORS_ANY = 'frame-ancestors *';
/**
 * Header only (a <meta> cannot sandbox): the sandbox frame is an opaque origin however it is opened,
 * framed by another site without the sandbox attribute or visited as a page, not only when the site
 * frames it. frame-ancestors 'self' cannot be sent instead: an embed's own sandbox frame has the
 * blog that frames the embed among its ancestors.
 */
export const SANDBOX_ALWAYS = 'sandbox allow-scripts';

/**
 * The sandbox frame (/sandbox/), inherited by the data: Workers it starts, where learner code runs.
 * Scripts: the frame's own inline script by its hash, blob: (the runtime, handed to each Worker as
 * text, the learner's module and its import shims) and eval (SDK v2's JSON Schema validator, Ajv,
 * compiles schemas with new Function; SDK 1.x's in the sandbox, @cfworker/json-schema, needs none). Nothing from any host, the site included.
 * No network at all: `connect-src 'none'` covers fetch, XHR, WebSocket and EventSource.
 */
export function sandboxPolicy(inlineScriptHashes: readonly string[]): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': [...inlineScriptHashes.map((hash) => `'${hash}'`), 'blob:', "'unsafe-eval'", "'wasm-unsafe-eval'"],
    'worker-src': ['data:'],
    'connect-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}
