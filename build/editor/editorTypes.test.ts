import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MirrorModel } from 'monaco-editor/languages/features/typescript/tsWorker';
import { AVAILABLE_MODULES } from '../../src/runtime/modules/available';
import { STARTING_POINTS } from '../../src/ui/playground/startingPoints';
import type { PackName } from '../../src/runtime/modules/packs';
import { byPacks, nodeTypesWorker, packsOf } from './nodeTypesWorker';
import { cachedEditorTypes, type EditorTypes } from './editorTypes';
import { trimPackageJson } from './declarationClosure';

// The declarations the build ships for the editor, checked with the editor's own TypeScript (Monaco's
// 5.9) and worker: every module learner code may import resolves, the SDK's docs are there, and
// every lesson's starter and solution type-check, so no learner starts with a red squiggle.

const LESSONS = fileURLToPath(new URL('../../lessons/', import.meta.url));

let types: EditorTypes;
beforeAll(async () => {
  types = await cachedEditorTypes();
}, 180_000);

function model(uri: string, text: string): MirrorModel {
  return { uri: { toString: () => uri, path: new URL(uri).pathname }, version: 1, getValue: () => text };
}

/** The editor's worker on `files`, with the packs they import (as the browser loads them), or `packs`. */
function checkerFor(files: Record<string, string>, packs: readonly PackName[] = packsOf(Object.values(files))) {
  const worker = nodeTypesWorker(types, packs);
  const models = Object.entries(files).map(([uri, text]) => model(uri, text));
  worker.attach({ getMirrorModels: () => models });
  return worker;
}

const messageOf = (d: { messageText: string | { messageText: string } }) =>
  typeof d.messageText === 'string' ? d.messageText : d.messageText.messageText;

describe('editor types', () => {
  it("holds zod (its .d.cts files) and only the libs learner code needs for every page, and each pack's modules (SDK 1.x, node:assert) in the pack", () => {
    const files = Object.keys(types.files);
    const sdk1 = Object.keys(types.packs.sdk1.files);
    const assert = Object.keys(types.packs.assert.files);
    expect(files).toContain('file:///node_modules/zod/v4/classic/schemas.d.cts');
    expect(files.filter((file) => /\/@modelcontextprotocol\/|\/mcp-tour\/|\/@types\/node\//.test(file))).toEqual([]);
    expect(sdk1).toContain('file:///node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.d.ts');
    expect(sdk1).toContain('file:///node_modules/mcp-tour/package.json');
    // Nothing of SDK v2 (and no file every page already has).
    expect(sdk1.filter((file) => /\/@modelcontextprotocol\/(server|client|core)\//.test(file))).toEqual([]);
    expect(sdk1.filter((file) => file in types.files)).toEqual([]);
    // Of @types/node, only the assert declarations (and the package.json resolution reads).
    expect(assert).toEqual(
      expect.arrayContaining([
        'file:///node_modules/@types/node/assert.d.ts',
        'file:///node_modules/@types/node/assert/strict.d.ts',
      ]),
    );
    expect(
      assert.filter(
        (file) => !file.includes('/@types/node/') || (!file.includes('assert') && !file.endsWith('package.json')),
      ),
    ).toEqual([]);
    expect(Object.keys(types.libs)).toContain('lib.webworker.d.ts');
    expect(Object.keys(types.libs)).not.toContain('lib.dom.d.ts');
    // Lib files ship without their doc comments; the SDK keeps its own.
    expect(types.libs['lib.es5.d.ts']).not.toContain('/**');
    expect(types.packs.sdk1.files['file:///node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.d.ts']).toContain(
      'High-level MCP server',
    );
  });

  it('resolves every module learner code may import, aliases included, with the packs it imports', async () => {
    const imports = [...AVAILABLE_MODULES, 'assert', 'assert/strict']
      .map((specifier, i) => `import * as m${i} from ${JSON.stringify(specifier)};`)
      .join('\n');
    const uri = 'file:///editor/imports.ts';
    const worker = checkerFor({ [uri]: `${imports}\nexport {};\n` });
    expect((await worker.getSemanticDiagnostics(uri)).map(messageOf)).toEqual([]);
  }, 120_000);

  it('answers a hover on McpServer with its signature and docs, completes `server.`, and flags a wrong argument', async () => {
    const uri = 'file:///editor/code-1.ts';
    const text = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import assert from 'node:assert/strict';",
      "import { Host } from 'mcp-tour/host';",
      "const server = new McpServer({ name: 42, version: '1.0.0' });",
      "assert.equal(new Host({ name: 'h' }).name, 'h');",
      'server.',
    ].join('\n');
    const worker = checkerFor({ [uri]: text });
    const hover = await worker.getQuickInfoAtPosition(uri, text.indexOf('new McpServer') + 5);
    expect(hover?.displayParts?.map((part) => part.text).join('')).toContain('McpServer(serverInfo: Implementation');
    expect(hover?.documentation?.map((part) => part.text).join('')).toContain('High-level MCP server');
    const completions = await worker.getCompletionsAtPosition(uri, text.length);
    expect(completions?.entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['registerTool', 'registerResource', 'registerPrompt']),
    );
    expect((await worker.getSemanticDiagnostics(uri)).map(messageOf)).toEqual([
      expect.stringContaining("Type 'number' is not assignable to type 'string'"),
    ]);
  }, 120_000);

  it('keeps SDK v2 in a pack of its own: McpServer and Client are there, nothing of SDK 1.x, nothing every page already has', () => {
    const base = Object.keys(types.files);
    const pack = types.packs.sdk2.files;
    const packFiles = Object.keys(pack);
    expect(base.filter((file) => /\/@modelcontextprotocol\/(server|client|core)\//.test(file))).toEqual([]);
    expect(
      packFiles.filter((file) => file.includes('/@modelcontextprotocol/sdk/') || file.includes('/mcp-tour/')),
    ).toEqual([]);
    expect(packFiles.filter((file) => file in types.packs.sdk1.files)).toEqual([]);
    expect(packFiles.filter((file) => file in types.files)).toEqual([]);
    // zod is shared: the pack names zod/v4 and the editor already has it.
    expect(packFiles.filter((file) => file.includes('/zod/'))).toEqual([]);
    const declaring = (pattern: RegExp) => packFiles.filter((file) => pattern.test(pack[file]));
    expect(declaring(/^declare class McpServer \{/m)).toEqual([
      expect.stringMatching(/^file:\/\/\/node_modules\/@modelcontextprotocol\/server\/dist\/.*\.d\.mts$/),
    ]);
    expect(declaring(/^declare class Client /m)).toEqual([
      expect.stringMatching(/^file:\/\/\/node_modules\/@modelcontextprotocol\/client\/dist\/.*\.d\.mts$/),
    ]);
    expect(packFiles).toEqual(
      expect.arrayContaining(
        ['server', 'client', 'core'].map((name) => `file:///node_modules/@modelcontextprotocol/${name}/package.json`),
      ),
    );
    // The server's ./stdio runs here (serveStdio over a simulated process); the client's needs Node
    // (child processes): no declarations for it, its import is an error in the editor as at run time.
    expect(packFiles.filter((file) => /stdio/.test(file))).toEqual([
      'file:///node_modules/@modelcontextprotocol/server/dist/stdio.d.mts',
    ]);
    expect(Object.keys(types.packs.sdk2.libs)).toEqual([]);
  });

  it('answers v2 code only once the pack is loaded: a hover on McpServer, completion on `server.`, a wrong argument flagged', async () => {
    const uri = 'file:///editor/code-2.ts';
    const text = [
      "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';",
      "import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';",
      "import * as z from 'zod/v4';",
      "const server = new McpServer({ name: 42, version: '1.0.0' });",
      'const handler = createMcpHandler(() => server);',
      "const client = new Client({ name: 'c', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });",
      "await client.connect(new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), { fetch: (input, init) => handler.fetch(new Request(input, init)) }));",
      "server.registerTool('add', { inputSchema: z.object({ a: z.number() }) }, async ({ a }) => ({ content: [{ type: 'text', text: String(a + 1) }] }));",
      'server.',
    ].join('\n');
    const without = checkerFor({ [uri]: text }, []);
    expect((await without.getSemanticDiagnostics(uri)).map(messageOf)).toEqual(
      expect.arrayContaining([expect.stringContaining("Cannot find module '@modelcontextprotocol/server'")]),
    );

    const worker = checkerFor({ [uri]: text });
    const hover = await worker.getQuickInfoAtPosition(uri, text.indexOf('new McpServer') + 5);
    expect(hover?.displayParts?.map((part) => part.text).join('')).toContain('McpServer(serverInfo: Implementation');
    // Its doc comment's {@linkcode McpServer.server | server}, as Markdown (readableDocs.ts).
    expect(hover?.documentation?.map((part) => part.text).join('')).toContain('High-level MCP server');
    expect(hover?.documentation?.map((part) => part.text).join('')).toContain('via the `server` property');
    const completions = await worker.getCompletionsAtPosition(uri, text.length);
    expect(completions?.entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['registerTool', 'registerResource', 'registerPrompt']),
    );
    expect((await worker.getSemanticDiagnostics(uri)).map(messageOf)).toEqual([
      expect.stringContaining("Type 'number' is not assignable to type 'string'"),
    ]);
  }, 120_000);

  it("finds no type error in any lesson starter or solution, nor in the playground's starting points", async () => {
    const files: Record<string, string> = {};
    for (const start of STARTING_POINTS) files[`file:///editor/playground-${start.id}/main.ts`] = start.code;
    for (const lesson of readdirSync(LESSONS, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const name of ['main.ts', 'solution.ts']) {
        try {
          files[`file:///editor/${lesson.name}/${name}`] = readFileSync(path.join(LESSONS, lesson.name, name), 'utf8');
        } catch {
          // A read-and-run lesson has no solution.
        }
      }
    }
    const problems: string[] = [];
    // Each group with the declarations the browser has for it: a pack's only for code that imports it.
    for (const { packs, items: uris } of byPacks(Object.keys(files), (uri) => files[uri])) {
      const worker = checkerFor(Object.fromEntries(uris.map((uri) => [uri, files[uri]])), packs);
      for (const uri of uris) {
        for (const diagnostic of [
          ...(await worker.getSyntacticDiagnostics(uri)),
          ...(await worker.getSemanticDiagnostics(uri)),
        ]) {
          const line = files[uri].slice(0, diagnostic.start ?? 0).split('\n').length;
          problems.push(`${uri.slice('file:///editor/'.length)}:${line} ${messageOf(diagnostic)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('trimPackageJson', () => {
  it('keeps what module resolution reads', () => {
    const trimmed = JSON.parse(
      trimPackageJson(
        JSON.stringify({
          name: 'p',
          version: '1.0.0',
          type: 'module',
          exports: { '.': { types: './i.d.ts' } },
          scripts: { x: 'y' },
          dependencies: { a: '1' },
        }),
      ),
    );
    expect(trimmed).toEqual({ name: 'p', version: '1.0.0', type: 'module', exports: { '.': { types: './i.d.ts' } } });
  });
});
