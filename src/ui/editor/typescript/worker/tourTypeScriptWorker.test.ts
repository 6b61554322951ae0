import { beforeAll, describe, expect, it } from 'vitest';
import type { MirrorModel } from 'monaco-editor/languages/features/typescript/tsWorker';
import { cachedEditorTypes, type EditorTypes } from '../../../../../build/editor/editorTypes';
import { nodeTypesWorker } from '../../../../../build/editor/nodeTypesWorker';
import { packsImportedBy, type PackName } from '../../../../runtime/modules/packs';
import { addDeclarations } from './serveTypeScript';

// The editor's TS worker, run in Node on the declarations the build ships: what the learner gets.

const URI = 'file:///editor/code-1.ts';

class FakeModel implements MirrorModel {
  version = 1;
  readonly uri = { toString: () => URI, path: '/editor/code-1.ts' };
  constructor(private text: string) {}
  getValue() {
    return this.text;
  }
  set(text: string) {
    this.text = text;
    this.version += 1;
  }
}

let types: EditorTypes;
beforeAll(async () => {
  types = await cachedEditorTypes();
}, 120_000);

/** The worker on one model of `text`, with the packs it imports (as the browser loads them), or `packs`. */
function attached(text: string, packs: readonly PackName[] = packsImportedBy(text)) {
  const worker = nodeTypesWorker(types, packs);
  const model = new FakeModel(text);
  worker.attach({ getMirrorModels: () => [model] });
  return { worker, model };
}

const messages = (diagnostics: { messageText: string | { messageText: string } }[]) =>
  diagnostics.map((d) => (typeof d.messageText === 'string' ? d.messageText : d.messageText.messageText));

describe('TourTypeScriptWorker', () => {
  it('builds the program ahead of the editor, and keeps it when the editor brings the same code', async () => {
    const text =
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nnew McpServer({ name: 'a', version: '1' });\n";
    const worker = nodeTypesWorker(types, ['sdk1']);
    await worker.prewarm(URI, text);
    const program = worker.getLanguageService().getProgram();
    const model = new FakeModel(text);
    model.version = 7;
    worker.attach({ getMirrorModels: () => [model] });
    expect(await worker.getSyntacticDiagnostics(URI)).toEqual([]);
    expect(worker.getLanguageService().getProgram()).toBe(program);
    model.set(`${text}// edited\n`);
    await worker.getSyntacticDiagnostics(URI);
    expect(worker.getLanguageService().getProgram()).not.toBe(program);
  }, 60_000);

  it('reports new errors when the text changes', async () => {
    const { worker, model } = attached(
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'a', version: '1' });\nserver.",
    );
    expect(messages(await worker.getSyntacticDiagnostics(URI))).toEqual(['Identifier expected.']);
    model.set(
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'a', version: '1' });\nserver.registerTool(42);",
    );
    expect(await worker.getSyntacticDiagnostics(URI)).toEqual([]);
    expect(messages(await worker.getSemanticDiagnostics(URI))).toEqual([expect.stringMatching(/argument/i)]);
  }, 60_000);

  it("resolves a v2 import it could not, once the pack's declarations are added, and answers for them", async () => {
    const text =
      "import { McpServer } from '@modelcontextprotocol/server';\nconst server = new McpServer({ name: 'a', version: '1' });\n";
    const { worker } = attached(text, []);
    expect(messages(await worker.getSemanticDiagnostics(URI))).toEqual([
      expect.stringContaining("Cannot find module '@modelcontextprotocol/server'"),
    ]);
    addDeclarations(worker, types.packs.sdk2);
    expect(await worker.getSemanticDiagnostics(URI)).toEqual([]);
    const hover = await worker.getQuickInfoAtPosition(URI, text.indexOf('new McpServer') + 5);
    expect(hover?.displayParts?.map((part) => part.text).join('')).toContain('McpServer(serverInfo: Implementation');
    // Go to definition can open them: the worker lists them with its other declarations.
    expect(Object.keys(await worker.getLibFiles())).toContain('node_modules/@modelcontextprotocol/server/package.json');
  }, 60_000);
});

describe('snapshots of TypeScript answers', () => {
  it('keeps the quick info of every name and the diagnostics of the exact text', async () => {
    const text =
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'a', version: 1 });\n";
    const { worker, model } = attached(text);
    const snapshot = await worker.takeSnapshot(URI);
    expect(snapshot?.text).toBe(text);
    const at = text.indexOf('new McpServer') + 4;
    const entry = snapshot!.quickInfo.find(([start, end]) => start <= at && at <= end);
    expect(JSON.stringify(entry?.[2])).toContain('serverInfo');
    expect(messages(snapshot!.semantic as never)).toEqual([
      expect.stringContaining("Type 'number' is not assignable to type 'string'"),
    ]);

    model.set(`${text}// changed\n`);
    expect((await worker.takeSnapshot(URI))?.text).toBe(`${text}// changed\n`);
  }, 60_000);
});
