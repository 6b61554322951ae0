// Types for the parts of monaco-editor 0.57.0 that its package does not type: its TypeScript
// language feature modules (used by the editor's own TS worker and language support) and Monaco's
// bundled TypeScript 5.9. Only what this project touches. Pinned version: re-check on upgrade.

declare module 'monaco-editor/languages/features/typescript/lib/typescriptServices' {
  export const typescript: unknown;
}

declare module 'monaco-editor/languages/features/typescript/lib/lib' {
  /** lib.*.d.ts by file name. In the worker bundle this is replaced by an empty map the worker fills (editorTypesPlugin). */
  export const libFileMap: Record<string, string>;
}

declare module 'monaco-editor/languages/features/typescript/tsWorker' {
  export interface MirrorModel {
    readonly uri: { toString(skipEncoding?: boolean): string; readonly path: string };
    readonly version: number;
    getValue(): string;
  }
  export interface WorkerContext {
    getMirrorModels(): MirrorModel[];
  }
  export interface ExtraLib {
    content: string;
    version: number;
  }
  export interface CreateData {
    compilerOptions: object;
    extraLibs: Record<string, ExtraLib>;
    inlayHintsOptions?: object;
  }
  export interface LanguageServiceLike {
    getProgram(): unknown;
  }
  export class TypeScriptWorker {
    constructor(ctx: WorkerContext, createData: CreateData);
    protected _ctx: WorkerContext;
    protected _extraLibs: Record<string, ExtraLib>;
    protected _languageService: LanguageServiceLike;
    protected _getModel(fileName: string): MirrorModel | null;
    getLanguageService(): LanguageServiceLike;
    getScriptFileNames(): string[];
    getScriptVersion(fileName: string): string;
    getCompilationSettings(): object;
    getLibFiles(): Promise<Record<string, string>>;
    getSyntacticDiagnostics(fileName: string): Promise<TsDiagnosticData[]>;
    getSemanticDiagnostics(fileName: string): Promise<TsDiagnosticData[]>;
    getSuggestionDiagnostics(fileName: string): Promise<TsDiagnosticData[]>;
    getQuickInfoAtPosition(fileName: string, position: number): Promise<QuickInfo | undefined>;
    getCompletionsAtPosition(fileName: string, position: number): Promise<{ entries: { name: string }[] } | undefined>;
    getSignatureHelpItems(fileName: string, position: number, options: object | undefined): Promise<unknown>;
    getCompletionEntryDetails(fileName: string, position: number, entry: string): Promise<unknown>;
    getDefinitionAtPosition(
      fileName: string,
      position: number,
    ): Promise<{ fileName: string; textSpan: { start: number; length: number } }[] | undefined>;
  }
  export interface TsDiagnosticData {
    code: number;
    category: number;
    start?: number;
    length?: number;
    messageText: string | { messageText: string; next?: unknown[] };
  }
  export interface QuickInfo {
    displayParts?: { text: string; kind: string }[];
    documentation?: { text: string; kind: string }[];
    tags?: { name: string; text?: { text: string; kind: string }[] }[];
  }
}

declare module 'monaco-editor/editor/editor.worker.start' {
  import type { WorkerContext } from 'monaco-editor/languages/features/typescript/tsWorker';
  /** Hooks the worker up to Monaco's RPC; `createClient` makes the object whose methods the main thread calls. */
  export function start(createClient: (ctx: WorkerContext) => object): unknown;
}

declare module 'monaco-editor/languages/features/typescript/languageFeatures' {
  import type { IDisposable, Uri, editor, languages } from 'monaco-editor/editor';
  type WorkerAccessor = (...uris: Uri[]) => Promise<unknown>;
  export class LibFiles {
    constructor(worker: () => Promise<unknown>);
    /** The files fetched from the worker (getLibFiles), by path without the leading slash. */
    protected _libFiles: Record<string, string>;
    /** The one fetch of them; while set, no other is made. */
    protected _fetchLibFilesPromise: Promise<void> | null;
    isLibFile(uri: Uri | null): boolean;
    getOrCreateModel(fileName: string): editor.ITextModel | null;
    fetchLibFilesIfNecessary(uris: Uri[]): Promise<void>;
  }
  export interface DiagnosticsDefaults {
    getDiagnosticsOptions(): {
      noSemanticValidation?: boolean;
      noSyntaxValidation?: boolean;
      noSuggestionDiagnostics?: boolean;
      onlyVisible?: boolean;
      diagnosticCodesToIgnore?: number[];
    };
    onDidChange(listener: () => void): IDisposable;
    onDidExtraLibsChange(listener: () => void): IDisposable;
  }
  export class DiagnosticsAdapter implements IDisposable {
    constructor(libFiles: LibFiles, defaults: DiagnosticsDefaults, languageId: string, worker: WorkerAccessor);
    dispose(): void;
  }
  export class SuggestAdapter implements languages.CompletionItemProvider {
    constructor(worker: WorkerAccessor);
    provideCompletionItems: languages.CompletionItemProvider['provideCompletionItems'];
  }
  export class SignatureHelpAdapter implements languages.SignatureHelpProvider {
    constructor(worker: WorkerAccessor);
    signatureHelpTriggerCharacters: string[];
    provideSignatureHelp: languages.SignatureHelpProvider['provideSignatureHelp'];
  }
  export class FormatAdapter implements languages.DocumentRangeFormattingEditProvider {
    constructor(worker: WorkerAccessor);
    provideDocumentRangeFormattingEdits: languages.DocumentRangeFormattingEditProvider['provideDocumentRangeFormattingEdits'];
  }
  export class QuickInfoAdapter implements languages.HoverProvider {
    constructor(worker: WorkerAccessor);
    provideHover: languages.HoverProvider['provideHover'];
  }
  export class DocumentHighlightAdapter implements languages.DocumentHighlightProvider {
    constructor(worker: WorkerAccessor);
    provideDocumentHighlights: languages.DocumentHighlightProvider['provideDocumentHighlights'];
  }
  export class DefinitionAdapter implements languages.DefinitionProvider {
    constructor(libFiles: LibFiles, worker: WorkerAccessor);
    provideDefinition: languages.DefinitionProvider['provideDefinition'];
  }
}

declare module 'monaco-editor/languages/definitions/typescript/typescript' {
  import type { languages } from 'monaco-editor/editor';
  export const conf: languages.LanguageConfiguration;
  export const language: languages.IMonarchLanguage;
}
