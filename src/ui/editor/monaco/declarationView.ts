import {
  editor as monacoEditor,
  KeyCode,
  Range,
  type IDisposable,
  type IPosition,
  type IRange,
  type Uri,
} from 'monaco-editor/editor';
import { DECLARATIONS_ROOT } from '../typescript/compilerOptions';
import { isDeclaration } from './languageSupport';

// Go to definition (F12, Ctrl/Cmd+click) on an SDK, zod or mcp-tour name opens its declaration in the
// same editor, read-only, until the learner goes back to their code. Standalone Monaco cannot open
// another model by itself; an editor opener does it for declarations, and only for this editor.

/** What the learner sees as the file's name: the package path, or the TypeScript lib file. */
export function declarationLabel(uri: Uri): string {
  const packagesDir = new URL(DECLARATIONS_ROOT).pathname;
  return uri.path.startsWith(packagesDir)
    ? uri.path.slice(packagesDir.length)
    : `${uri.path.slice(1)}, TypeScript's built-in types`;
}

export interface DeclarationView extends IDisposable {
  /** Back to the learner's code, with its cursor and scroll as they were. No-op when not reading a declaration. */
  back(): void;
  readonly reading: boolean;
}

export function declarationView(
  editor: monacoEditor.IStandaloneCodeEditor,
  codeModel: monacoEditor.ITextModel,
  options: { readOnly: () => boolean; onChange: (label: string | null) => void },
): DeclarationView {
  let codeViewState: monacoEditor.ICodeEditorViewState | null = null;
  let reading = false;

  const opener = monacoEditor.registerEditorOpener({
    openCodeEditor(source, resource, selectionOrPosition) {
      if (source !== editor || !isDeclaration(resource)) return false;
      const model = monacoEditor.getModel(resource);
      if (!model) return false;
      if (!reading) codeViewState = editor.saveViewState();
      reading = true;
      editor.setModel(model);
      editor.updateOptions({
        readOnly: true,
        readOnlyMessage: { value: 'Declarations are read-only. "Back to your code" returns to the editor.' },
      });
      reveal(editor, selectionOrPosition);
      options.onChange(declarationLabel(resource));
      return true;
    },
  });

  // F12 always goes to the definition of the name under the cursor. After a definition with two
  // results (a class and its constructor), Monaco binds F12 to "next result" until the cursor leaves
  // them, and going back to the code did not end that: F12 on another name reopened the last declaration.
  const nextResultKey = monacoEditor.addKeybindingRule({
    keybinding: KeyCode.F12,
    command: '-editor.gotoNextSymbolFromResult',
  });

  return {
    get reading() {
      return reading;
    },
    back() {
      if (!reading) return;
      reading = false;
      editor.setModel(codeModel);
      editor.updateOptions({ readOnly: options.readOnly() });
      if (codeViewState) editor.restoreViewState(codeViewState);
      options.onChange(null);
    },
    dispose() {
      opener.dispose();
      nextResultKey.dispose();
    },
  };
}

function reveal(editor: monacoEditor.IStandaloneCodeEditor, at: IRange | IPosition | undefined) {
  if (!at) return;
  if (Range.isIRange(at)) {
    editor.setSelection(at);
    editor.revealRangeInCenter(at, monacoEditor.ScrollType.Immediate);
  } else {
    editor.setPosition(at);
    editor.revealPositionInCenter(at, monacoEditor.ScrollType.Immediate);
  }
}
