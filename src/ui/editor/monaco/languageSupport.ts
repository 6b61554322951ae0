import { editor, languages, type Uri, type IDisposable } from 'monaco-editor/editor';
import {
  DefinitionAdapter,
  DiagnosticsAdapter,
  DocumentHighlightAdapter,
  FormatAdapter,
  LibFiles,
  QuickInfoAdapter,
  SignatureHelpAdapter,
  SuggestAdapter,
} from 'monaco-editor/languages/features/typescript/languageFeatures';
import { isDeclarationUri } from '../typescript/compilerOptions';
import { isTypeChecked } from '../typescript/uncheckedModels';

// TypeScript smartness for the editor (hover, completion, signature help, go to definition, type
// errors as you type), served by MCP Tour's own TS worker (typescript/worker/), which the page has
// usually started long before this module loads. Monaco's adapters do the translation; only their
// wiring is ours (Monaco's own registration is stubbed out by the build: editorTypesPlugin.ts).

export const LANGUAGE = 'typescript';
/** Owner of the markers the TS service sets (Monaco's DiagnosticsAdapter uses the language id). */
export const TYPE_MARKER_OWNER = LANGUAGE;

/** Declarations and lib files, opened read-only from the worker's copy when a definition leads there. */
class DeclarationFiles extends LibFiles {
  override isLibFile(uri: Uri | null): boolean {
    return uri !== null && isDeclarationUri(uri.toString());
  }

  /** Monaco fetches the files once; a pack's declarations (SDK v2) may reach the worker later: fetch again for one not seen. */
  override async fetchLibFilesIfNecessary(uris: Uri[]): Promise<void> {
    await super.fetchLibFilesIfNecessary(uris);
    if (!uris.some((uri) => this.isLibFile(uri) && !(uri.path.slice(1) in this._libFiles))) return;
    this._fetchLibFilesPromise = null;
    await super.fetchLibFilesIfNecessary(uris);
  }
}

const diagnosticsDefaults = {
  getDiagnosticsOptions: () => ({
    noSyntaxValidation: false,
    noSemanticValidation: false,
    // Hints such as "declared but never read" are noise while learning; errors are what matter.
    noSuggestionDiagnostics: true,
    onlyVisible: false,
  }),
  onDidChange: (): IDisposable => ({ dispose() {} }),
  onDidExtraLibsChange: (): IDisposable => ({ dispose() {} }),
};

let installed: IDisposable[] | undefined;
const checkListeners = new Set<(uri: string) => void>();

/**
 * Called each time the TS worker has type-checked a file for the diagnostics adapter, errors or not
 * (markers only signal changes: a clean file checked again changes nothing).
 */
export function onDidCheck(listener: (uri: string) => void): IDisposable {
  checkListeners.add(listener);
  return { dispose: () => void checkListeners.delete(listener) };
}

type SemanticDiagnostics = { getSemanticDiagnostics(fileName: string): Promise<unknown> };

/** The worker as the diagnostics adapter sees it, telling onDidCheck listeners when a check is back. */
function noticingChecks(worker: object): object {
  return new Proxy(worker, {
    get(target, property, receiver) {
      if (property !== 'getSemanticDiagnostics') return Reflect.get(target, property, receiver);
      return async (fileName: string) => {
        const result = isTypeChecked(fileName)
          ? await (target as SemanticDiagnostics).getSemanticDiagnostics(fileName)
          : [];
        // After the adapter has set its markers (it does so once this promise settles).
        setTimeout(() => {
          for (const listener of checkListeners) listener(fileName);
        });
        return result;
      };
    },
  });
}

/** Registers the TypeScript features once per page, on `worker` (the one startTypesWorker made). */
export function installTypeScript(worker: Worker): void {
  if (installed) return;
  const client = editor.createWebWorker<object>({ worker, keepIdleModels: true });
  const syncedWorker = (...uris: Uri[]) => client.withSyncedResources(uris);
  const libFiles = new DeclarationFiles(() => client.getProxy());
  installed = [
    client,
    languages.registerCompletionItemProvider(LANGUAGE, new SuggestAdapter(syncedWorker)),
    languages.registerSignatureHelpProvider(LANGUAGE, new SignatureHelpAdapter(syncedWorker)),
    languages.registerHoverProvider(LANGUAGE, new QuickInfoAdapter(syncedWorker)),
    languages.registerDocumentHighlightProvider(LANGUAGE, new DocumentHighlightAdapter(syncedWorker)),
    // Shift+Alt+F (Format Document) formats the whole text as a range.
    languages.registerDocumentRangeFormattingEditProvider(LANGUAGE, new FormatAdapter(syncedWorker)),
    languages.registerDefinitionProvider(LANGUAGE, new DefinitionAdapter(libFiles, syncedWorker)),
    new DiagnosticsAdapter(libFiles, diagnosticsDefaults, LANGUAGE, (...uris: Uri[]) =>
      syncedWorker(...uris).then(noticingChecks),
    ),
  ];
}

/** Whether `uri` is a declaration the learner may read but not edit. */
export function isDeclaration(uri: Uri): boolean {
  return isDeclarationUri(uri.toString());
}
