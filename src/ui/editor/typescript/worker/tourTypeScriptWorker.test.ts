import { beforeAll, describe, expect, it } from 'vitest';
import type { MirrorModel } from 'monaco-editor/languages/features/typescript/tsWorker';
import { cachedEditorTypes, type EditorTypes } from '../../build/editorTypes';
import { TourTypeScriptWorker } from './tourTypeScriptWorker';

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

function attached(text: string) {
  const worker = new TourTypeScriptWorker(types.files);
  const model = new FakeModel(text);
  worker.attach({ getMirrorModels: () => [model] });
  return { worker, model };
}

const messages = (diagnostics: { messageText: string | { messageText: string } }[]) =>
  diagnostics.map((d) => (typeof d.messageText === 'string' ? d.messageText : d.messageText.messageText));

describe('TourTypeScriptWorker', () => {
  it('reports new errors when the text changes', async () => {
    const { worker, model } = attached("import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'a', version: '1' });\nserver.");
    expect(messages(await worker.getSyntacticDiagnostics(URI))).toEqual(['Identifier expected.']);
    model.set("import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'a', version: '1' });\nserver.registerTool(42);");
    expect(await worker.getSyntacticDiagnostics(URI)).toEqual([]);
    expect(messages(await worker.getSemanticDiagnostics(URI))).toEqual([expect.stringMatching(/argument/i)]);
  }, 60_000);
});

