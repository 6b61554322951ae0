import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaderRules } from '../../scripts/serve.mjs';
import { headersFile, inlineScriptHashes, withMetaPolicy } from './securityHeadersPlugin';
import { pagePolicy, sandboxPolicy } from './contentSecurityPolicy';

describe('security headers', () => {
  it('hashes exactly the inline scripts, not scripts with a src', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script><script>\n b()\n</script></head>';
    const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('\n b()\n')]);
    expect(inlineScriptHashes('<script type="text/plain" id="data">not run</script>')).toEqual([]);
  });

  it('puts the policy right after the charset, before any script, once', () => {
    const html = '<head>\n<meta charset="UTF-8" />\n<script>x()</script>';
    const once = withMetaPolicy(html, "default-src 'self'");
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script>'));
    expect(withMetaPolicy(once, "default-src 'none'").match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('gives every page frame-ancestors none, the embeds any ancestor, the sandbox no network — with no rule overlapping another', () => {
    const rules = parseHeaderRules(headersFile('/', pagePolicy(['sha256-abc']), sandboxPolicy(['sha256-frame'])));
    const policyOf = (path: string) =>
      headersFor(rules, path)
        .filter(([name]) => name === 'Content-Security-Policy')
        .map(([, value]) => value);
    for (const path of ['/', '/index.html', '/404.html', '/lessons/host-client-server/', '/playground/']) {
      expect(policyOf(path), path).toHaveLength(1);
      expect(policyOf(path)[0]).toContain("frame-ancestors 'none'");
      expect(policyOf(path)[0]).toContain("'sha256-abc'");
    }
    expect(policyOf('/embed/host-client-server/')).toEqual([expect.stringContaining('frame-ancestors *')]);
    expect(headersFor(rules, '/embed/playground/').some(([name]) => name === 'X-Frame-Options')).toBe(false);
    expect(policyOf('/sandbox/')).toEqual([expect.stringContaining("connect-src 'none'")]);
    expect(policyOf('/sandbox/')).toEqual([expect.stringMatching(/; sandbox allow-scripts$/)]);
  });

  it('writes the rules under the base path', () => {
    const rules = parseHeaderRules(headersFile('/mcp-tour/', pagePolicy([]), sandboxPolicy([])));
    expect(headersFor(rules, '/mcp-tour/lessons/x/').length).toBeGreaterThan(0);
    expect(headersFor(rules, '/lessons/x/')).toEqual([]);
  });
});
