import { describe, expect, it } from 'vitest';
import { exportNamesOf, restoreNames } from './exportNames';
import { corePack } from './packs/core';
import { sdk1Pack } from './packs/sdk1';

// Minified, `class McpServer` becomes `class jC`; the pack's build records what node calls each
// function export, and registering the pack gives the names back.

describe('export names', () => {
  it("lists each function export with node's name for it, and only where it differs its export name", () => {
    const names = exportNamesOf(sdk1Pack.modules);
    expect(names['@modelcontextprotocol/sdk/server/mcp.js'].split(' ')).toContain('McpServer');
    // types.js re-exports a function under a second name: node prints the first.
    expect(names['@modelcontextprotocol/sdk/types.js'].split(' ')).toContain('isJSONRPCError:isJSONRPCErrorResponse');
    // zod names some functions itself ("_enum") and leaves some anonymous: node prints those.
    const zod = exportNamesOf(corePack.modules).zod.split(' ');
    expect(zod).toContain('enum:_enum');
    expect(zod).toContain('safeParse:');
    expect(zod).not.toContain('ZodType:ZodType');
  });

  it('gives minified functions their names back, and nothing else', () => {
    class jC {}
    const a = () => {};
    const namespace = { McpServer: jC, enum: a, version: '1', safeParse: function b() {} };
    restoreNames(namespace, 'McpServer enum:_enum safeParse: missing');
    expect(namespace.McpServer.name).toBe('McpServer');
    expect(namespace.enum.name).toBe('_enum');
    expect(namespace.safeParse.name).toBe('');
    expect(namespace.version).toBe('1');
  });
});
