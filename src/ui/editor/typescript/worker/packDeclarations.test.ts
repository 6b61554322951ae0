import { describe, expect, it, vi } from 'vitest';
import { PackDeclarations } from './packDeclarations';

const V1 = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n";
const V2 =
  "import { McpServer } from '@modelcontextprotocol/server';\nimport { Client } from '@modelcontextprotocol/client';\n";
const SDK2_TYPES = { files: { 'file:///node_modules/@modelcontextprotocol/server/package.json': '{}' }, libs: {} };

describe('PackDeclarations', () => {
  it("loads nothing for a pack it has no loader for, and nothing for a v2 subpath that cannot run here (the client's stdio)", async () => {
    const load = vi.fn(async () => ({ default: SDK2_TYPES }));
    const packs = new PackDeclarations({ sdk2: load });
    packs.request(V1);
    packs.request("import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';\n");
    await expect(packs.loaded()).resolves.toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a pack once its module is imported, once however often asked', async () => {
    const load = vi.fn(async () => ({ default: SDK2_TYPES }));
    const packs = new PackDeclarations({ sdk2: load });
    packs.request(V1);
    packs.request(V2);
    packs.request(`${V2}// edited\n`);
    await expect(packs.loaded()).resolves.toEqual([SDK2_TYPES]);
    // Still there once the import is gone.
    packs.request(V1);
    await expect(packs.loaded()).resolves.toEqual([SDK2_TYPES]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves out a pack that failed to load, and asks again the next time the code needs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: SDK2_TYPES });
    const packs = new PackDeclarations({ sdk2: load });
    packs.request(V2);
    await expect(packs.loaded()).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    packs.request(V2);
    await expect(packs.loaded()).resolves.toEqual([SDK2_TYPES]);
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
