// Monaco's own TypeScript (5.9, the version inside the editor's worker), loaded in Node. The build
// collects declarations with it and the tests check them with it, so what they accept is exactly what
// the editor will understand. (The project's `typescript` package is the native compiler: no JS API.)

export interface TsDiagnostic {
  file?: { fileName: string };
  start?: number;
  messageText: string | object;
  code: number;
}

export interface TsSourceFile {
  fileName: string;
}

export interface TsProgram {
  getSourceFiles(): readonly TsSourceFile[];
  getSourceFile(fileName: string): TsSourceFile | undefined;
  getSyntacticDiagnostics(file?: TsSourceFile): readonly TsDiagnostic[];
  getSemanticDiagnostics(file?: TsSourceFile): readonly TsDiagnostic[];
  getOptionsDiagnostics(): readonly TsDiagnostic[];
  getGlobalDiagnostics(): readonly TsDiagnostic[];
}

export interface TsCompilerHost {
  getSourceFile(fileName: string, languageVersion: unknown): TsSourceFile | undefined;
  getDefaultLibFileName(options: object): string;
  writeFile(): void;
  getCurrentDirectory(): string;
  getCanonicalFileName(fileName: string): string;
  useCaseSensitiveFileNames(): boolean;
  getNewLine(): string;
  fileExists(fileName: string): boolean;
  readFile(fileName: string): string | undefined;
  directoryExists?(directoryName: string): boolean;
  getDirectories?(path: string): string[];
  realpath?(path: string): string;
}

/** The part of the TypeScript API this project uses. */
export interface TsApi {
  version: string;
  createProgram(options: { rootNames: readonly string[]; options: object; host: TsCompilerHost }): TsProgram;
  createSourceFile(fileName: string, text: string, languageVersion: unknown, setParentNodes?: boolean): TsSourceFile;
  flattenDiagnosticMessageText(messageText: string | object, newLine: string): string;
}

export interface MonacoTypeScript {
  ts: TsApi;
  /** Every lib.*.d.ts Monaco ships, by file name. */
  libFileMap: Readonly<Record<string, string>>;
}

let loading: Promise<MonacoTypeScript> | undefined;

export function loadMonacoTypeScript(): Promise<MonacoTypeScript> {
  loading ??= (async () => {
    const [services, libs] = await Promise.all([
      import('monaco-editor/languages/features/typescript/lib/typescriptServices'),
      import('monaco-editor/languages/features/typescript/lib/lib'),
    ]);
    return { ts: services.typescript as TsApi, libFileMap: libs.libFileMap };
  })();
  return loading;
}

export function diagnosticText(ts: TsApi, diagnostic: TsDiagnostic): string {
  const where = diagnostic.file ? `${diagnostic.file.fileName}: ` : '';
  return `${where}TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
}
