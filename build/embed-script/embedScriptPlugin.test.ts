import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleEmbedScript } from './embedScriptPlugin';

describe('embed.js bundle', () => {
  it('is one small classic script that declares nothing global', { timeout: 30_000 }, async () => {
    const code = await bundleEmbedScript(process.cwd());
    // An IIFE: no module syntax (blogs load it with a plain <script async>), no top-level bindings.
    expect(code.trimStart()).toMatch(/^\(function\(\)\{/);
    expect(code.trimEnd()).toMatch(/\}\)\(\);?$/);
    expect(code).not.toMatch(/(^|[;\n])\s*(import|export)\s/);
    expect(code).toContain('mcp-tour:height');
    // The post pays for it on landing: within the bench's 7 kB on the wire (headers take about 340
    // bytes), with the author-mistake messages for option values (about 370 bytes) included.
    expect(gzipSync(code).length).toBeLessThan(6_700);
  });
});
