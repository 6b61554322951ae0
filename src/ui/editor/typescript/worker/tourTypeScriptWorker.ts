import { typescript } from 'monaco-editor/languages/features/typescript/lib/typescriptServices';
import {
  TypeScriptWorker,
  type MirrorModel,
  type WorkerContext,
} from 'monaco-editor/languages/features/typescript/tsWorker';
import { COMPILER_OPTIONS, isDeclarationUri } from '../compilerOptions';
import { ContentVersions } from '../contentVersions';
import { compactQuickInfo, type HoverSnapshot } from './hoverSnapshot';
import { readableDocs, readableSignatureHelp } from './readableDocs';
import type { QuietPeriod } from './quietPeriod';

// Monaco's TypeScript worker (the class that serves its language features), with these changes:
// - its declarations are the editor's own (files from the build, see build/editor/editorTypes.ts), loaded
//   inside the worker instead of being sent from the page;
// - it can start before Monaco is there: `prewarm` builds the program for the editor's code under
//   its final file name; when the editor's model of that code arrives with the same text, that
//   program is reused (content-based script versions: contentVersions.ts);
// - a full type check waits for a quiet moment (quietPeriod.ts), so a hover or a completion asked
//   for around the same time is answered first;
// - `takeSnapshot` keeps its answers for a text (hoverSnapshot.ts);
// - declaration files are read-only references: never checked themselves.

/** A model the worker knows before Monaco syncs its own copy. */
function stagedModel(uri: string, text: string): MirrorModel {
  return { uri: { toString: () => uri, path: new URL(uri).pathname }, version: 0, getValue: () => text };
}

/** Lets the messages already queued in this worker run first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Identifiers whose quick info a snapshot asks for between two checks for waiting requests. */
const SNAPSHOT_BATCH = 8;

interface TsNode {
  kind: number;
  end: number;
  getStart(): number;
}
const ts = typescript as {
  SyntaxKind: { Identifier: number };
  forEachChild(node: TsNode, visit: (child: TsNode) => void): void;
};

export class TourTypeScriptWorker extends TypeScriptWorker {
  private editor: WorkerContext | undefined;
  private staged: MirrorModel[] = [];
  private readonly versions = new ContentVersions();
  private readonly declarations: Record<string, string> = {};

  /**
   * `files`: declaration and package.json files by URI (file:///node_modules/...). `requests`: told
   * of every incoming request by the worker entry, so that full checks wait for a quiet moment.
   */
  constructor(
    files: Readonly<Record<string, string>>,
    readonly requests: QuietPeriod,
  ) {
    super({ getMirrorModels: () => [] }, { compilerOptions: COMPILER_OPTIONS, extraLibs: {} });
    this.addDeclarations(files);
    this._ctx = { getMirrorModels: () => this.models() };
  }

  /**
   * More declarations (a pack's, loaded once the code imports it: packDeclarations.ts). Files already
   * known are left alone; new ones make the next answer rebuild the program, resolving imports anew.
   */
  addDeclarations(files: Readonly<Record<string, string>>): void {
    const added = Object.entries(files).filter(([uri]) => !(uri in this.declarations));
    if (added.length === 0) return;
    const extraLibs = { ...this._extraLibs };
    for (const [uri, content] of added) {
      extraLibs[uri] = { content, version: 1 };
      this.declarations[uri] = content;
    }
    this._extraLibs = extraLibs;
  }

  /** The editor's models, and a prewarmed one until the editor has its own model of that file. */
  private models(): MirrorModel[] {
    const synced = this.editor?.getMirrorModels() ?? [];
    if (this.staged.length > 0) {
      const names = new Set(synced.map((model) => model.uri.toString()));
      this.staged = this.staged.filter((model) => !names.has(model.uri.toString()));
    }
    return this.staged.length > 0 ? [...synced, ...this.staged] : synced;
  }

  /**
   * Gets ready for `text` as the file `uri` before the editor asks: builds the program (parses and
   * binds every declaration) and answers one quick info (the paths a hover takes through the
   * checker run once). The full check waits to be asked for: code the learner has not changed is
   * usually answered from a snapshot (typesFacade.ts), and any edit starts a new check anyway.
   */
  async prewarm(uri: string, text: string): Promise<void> {
    this.staged = [stagedModel(uri, text)];
    await super.getSyntacticDiagnostics(uri);
    await nextTask();
    const imported = /import\s*\{\s*(\w+)/.exec(text);
    if (imported && this.staged.length > 0)
      await this.getQuickInfoAtPosition(uri, imported.index + imported[0].length - 1);
  }

  /** The editor's models (relayed from Monaco's); a prewarmed model stays only until the editor has its own. */
  attach(ctx: WorkerContext): void {
    this.editor = ctx;
  }

  override getScriptFileNames(): string[] {
    // A declaration opened in the editor is a model too; it must not count twice.
    return [...new Set(super.getScriptFileNames())];
  }

  override getScriptVersion(fileName: string): string {
    if (isDeclarationUri(fileName) && fileName in this._extraLibs) return String(this._extraLibs[fileName].version);
    const model = this._getModel(fileName);
    if (!model) return super.getScriptVersion(fileName);
    return this.versions.versionOf(fileName, model.version, () => model.getValue());
  }

  // Syntax and types are both checked once requests stop coming (edits arrive as requests too), so
  // the two halves of one round of diagnostics always describe the same text.
  override async getSyntacticDiagnostics(fileName: string) {
    if (isDeclarationUri(fileName)) return [];
    await this.requests.wait();
    return super.getSyntacticDiagnostics(fileName);
  }

  override async getSemanticDiagnostics(fileName: string) {
    if (isDeclarationUri(fileName)) return [];
    await this.requests.wait();
    return super.getSemanticDiagnostics(fileName);
  }

  // Doc comments' links and examples as Markdown reads them (readableDocs.ts).
  override async getQuickInfoAtPosition(fileName: string, position: number) {
    return readableDocs(await super.getQuickInfoAtPosition(fileName, position));
  }

  override async getCompletionEntryDetails(fileName: string, position: number, entry: string) {
    return readableDocs(
      (await super.getCompletionEntryDetails(fileName, position, entry)) as Parameters<typeof readableDocs>[0],
    );
  }

  override async getSignatureHelpItems(fileName: string, position: number, options: object | undefined) {
    return readableSignatureHelp(
      (await super.getSignatureHelpItems(fileName, position, options)) as Parameters<typeof readableSignatureHelp>[0],
    );
  }

  override async getSuggestionDiagnostics(fileName: string) {
    return isDeclarationUri(fileName) ? [] : super.getSuggestionDiagnostics(fileName);
  }

  /**
   * TypeScript's answers for the code of `fileName` as it is now: the quick info of every identifier
   * and the diagnostics (hoverSnapshot.ts). Asked for a few names at a time, yielding to requests;
   * gives up if the code changes meanwhile.
   */
  async takeSnapshot(fileName: string): Promise<HoverSnapshot | undefined> {
    // Models are replaced as the editor's code changes: always read the current one.
    const current = () => this._getModel(fileName)?.getValue();
    const text = current();
    if (text === undefined) return undefined;
    const syntactic = await this.getSyntacticDiagnostics(fileName);
    const semantic = await this.getSemanticDiagnostics(fileName);
    const program = this._languageService.getProgram() as
      | { getSourceFile(name: string): TsNode | undefined }
      | undefined;
    const source = program?.getSourceFile(fileName);
    if (!source || current() !== text) return undefined;
    const names: TsNode[] = [];
    const visit = (node: TsNode) => {
      if (node.kind === ts.SyntaxKind.Identifier) names.push(node);
      else ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
    const quickInfo: HoverSnapshot['quickInfo'] = [];
    for (let i = 0; i < names.length; i += 1) {
      if (i % SNAPSHOT_BATCH === 0) {
        await this.requests.wait();
        if (current() !== text) return undefined;
      }
      const start = names[i].getStart();
      const info = await this.getQuickInfoAtPosition(fileName, start);
      if (info) quickInfo.push([start, names[i].end, compactQuickInfo(info)]);
    }
    return { fileName, text, quickInfo, syntactic, semantic };
  }

  /**
   * Lib files and declarations by path without the leading slash (what Monaco's LibFiles looks up
   * to open a definition read-only): 'lib.es5.d.ts', 'node_modules/zod/index.d.cts'.
   */
  override async getLibFiles(): Promise<Record<string, string>> {
    const files: Record<string, string> = { ...(await super.getLibFiles()) };
    for (const [uri, text] of Object.entries(this.declarations)) files[new URL(uri).pathname.slice(1)] = text;
    return files;
  }
}
