import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_MODULES, MODULE_ALIASES } from './available';
import { packOf, packsImportedBy, scriptsImportedBy } from './packs';

// The page decides from a scan of the code which packs a run needs; a miss costs the learner an
// ImportError, so every way a lesson or a learner names a module must be seen.

describe('packsImportedBy', () => {
  it('finds each pack by any of its names, in imports and dynamic imports', () => {
    expect(packsImportedBy("import { Client } from '@modelcontextprotocol/sdk/client/index.js';")).toEqual(['sdk1']);
    expect(packsImportedBy('import { Host } from "mcp-tour/host";')).toEqual(['sdk1']);
    expect(packsImportedBy('const { McpServer } = await import(`@modelcontextprotocol/server`);')).toEqual(['sdk2']);
    expect(packsImportedBy("import assert from 'node:assert/strict';")).toEqual(['assert']);
    expect(packsImportedBy("import assert from 'assert';")).toEqual(['assert']);
    expect(packsImportedBy("import { z } from 'zod';\nconsole.log('no pack');")).toEqual([]);
  });

  it("maps every module learner code may import, except the runtime's own zod, to a pack", () => {
    for (const specifier of [...AVAILABLE_MODULES, ...Object.keys(MODULE_ALIASES)]) {
      if (specifier.startsWith('zod')) expect(packOf(specifier), specifier).toBeUndefined();
      else expect(packOf(specifier), specifier).toBeDefined();
    }
  });

  it("sees every pack a lesson's starter or solution needs", () => {
    for (const lesson of readdirSync('lessons', { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of ['main.ts', 'solution.ts']) {
        const path = `lessons/${lesson.name}/${file}`;
        let code: string;
        try {
          code = readFileSync(path, 'utf8');
        } catch {
          continue;
        }
        const named = [...code.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((match) => packOf(match[1])).filter(Boolean);
        expect(packsImportedBy(code).sort(), path).toEqual([...new Set(named)].sort());
      }
    }
  });
});

describe('scriptsImportedBy', () => {
  it("adds zod's fromJSONSchema and compile for code that names one of them", () => {
    expect(scriptsImportedBy("import { z } from 'zod';\nz.fromJSONSchema({});")).toEqual(['zodExtras']);
    expect(scriptsImportedBy("import * as z from 'zod';\nconst check = z.compile(z.string());")).toEqual(['zodExtras']);
    expect(scriptsImportedBy("import { withParser } from 'zod/v4';")).toEqual(['zodExtras']);
    expect(scriptsImportedBy("import { z } from 'zod';\nconsole.log(z.string().parse('compiled'));")).toEqual([]);
  });

  it("loads SDK 1.x's HTTP transports and the tour's helpers only for code that imports them, SDK 1.x first", () => {
    expect(scriptsImportedBy("import { Client } from '@modelcontextprotocol/sdk/client/index.js';")).toEqual(['sdk1']);
    expect(
      scriptsImportedBy(
        "import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';",
      ),
    ).toEqual(['sdk1', 'sdk1http']);
    // The tour's HTTP links serve SDK 1.x's server transport.
    expect(scriptsImportedBy('import { Host } from "mcp-tour/host";')).toEqual(['sdk1', 'sdk1http', 'tour']);
    expect(
      scriptsImportedBy(
        "import { McpServer } from '@modelcontextprotocol/server';\nimport { secret } from 'mcp-tour/secrets';",
      ),
    ).toEqual(['sdk1', 'sdk1http', 'tour', 'sdk2']);
    expect(scriptsImportedBy("import assert from 'assert';")).toEqual(['assert']);
    expect(scriptsImportedBy("import { z } from 'zod';")).toEqual([]);
  });
});
