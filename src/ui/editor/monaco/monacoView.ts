// The Monaco view, loaded with import() once the page is idle. Everything Monaco-specific lives
// under this folder so the first chunk never contains it.
import './environment';
import './features';
import './typescriptSyntax';
import { editor as monacoEditor, KeyCode, KeyMod, MarkerSeverity, Selection, Uri } from 'monaco-editor/editor';
import { lineHeightFor, MIN_LINE_NUMBER_DIGITS, TAB_SIZE, VERTICAL_PADDING_PX } from '../metrics';
import { closingBraceEdit, smallestReplacement } from '../textEdits';
import type { EditorMarker, EditorSnapshot } from '../types';
import { declarationView } from './declarationView';
import type { MonacoViewHandle, MonacoViewOptions } from './handle';
import { installTypeScript, LANGUAGE, onDidCheck, TYPE_MARKER_OWNER } from './languageSupport';
import { applyTheme } from './theme';
import { installWordWrap } from './wordWrap';

const MARKER_OWNER = 'mcp-tour';

/** The model's tokens part, which Monaco's public typings leave out. */
type TokenizingModel = { tokenization?: { forceTokenization?(lineNumber: number): void } };
/** Lines coloured before the swap: more than a screenful, few enough to take no time. */
const FIRST_FRAME_LINES = 300;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The page's one Monaco editor, kept for the whole visit: a page that shows code again (the next
 * lesson, Back to the playground) moves it into its own host and gives it that code's model, rather
 * than building an editor anew. Each code (a lesson's, the playground's) keeps its model, and with
 * it its undo history, for the visit. A second editor on screen at once gets one of its own.
 */
let shared: { editor: monacoEditor.IStandaloneCodeEditor; container: HTMLElement; inUse: boolean } | undefined;
/** Cursor and scroll of each code's model, as it was left. */
const viewStates = new Map<string, monacoEditor.ICodeEditorViewState>();

function editorOptions(
  options: MonacoViewOptions,
  host: HTMLElement,
): monacoEditor.IStandaloneEditorConstructionOptions {
  return {
    ariaLabel: options.label,
    readOnly: options.readOnly,
    automaticLayout: true,
    fixedOverflowWidgets: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    // The page scrolls on when the editor has nothing more to scroll.
    scrollbar: { alwaysConsumeMouseWheel: false },
    fontFamily: getComputedStyle(host).fontFamily,
    fontSize: options.fontSize,
    lineHeight: lineHeightFor(options.fontSize),
    fontLigatures: false,
    padding: { top: VERTICAL_PADDING_PX, bottom: VERTICAL_PADDING_PX },
    lineNumbersMinChars: MIN_LINE_NUMBER_DIGITS,
    tabSize: TAB_SIZE,
    detectIndentation: false,
    renderLineHighlight: 'line',
    renderLineHighlightOnlyWhenFocus: true,
    // Errors are shown in read-only lessons too (Monaco hides them there by default).
    renderValidationDecorations: 'on',
    // The last line's number looks like the others, as in the light view.
    renderFinalNewline: 'on',
    // Enter always starts a new line; Tab accepts a suggestion. Beginners expect Enter to be Enter.
    acceptSuggestionOnEnter: 'off',
    stickyScroll: { enabled: false },
    // A class has two definitions (the class and its constructor): go to the first, read-only
    // (declarationView.ts), rather than a peek list.
    gotoLocation: { multipleDefinitions: 'goto', multipleTypeDefinitions: 'goto', multipleDeclarations: 'goto' },
  };
}

/** The shared editor moved into `host` (created on first use), or a new one when it is already on screen. */
function editorIn(host: HTMLElement, options: MonacoViewOptions) {
  if (shared && !shared.inUse) {
    shared.inUse = true;
    host.append(shared.container);
    shared.editor.updateOptions({
      ariaLabel: options.label,
      readOnly: options.readOnly,
      fontSize: options.fontSize,
      lineHeight: lineHeightFor(options.fontSize),
    });
    return { editor: shared.editor, container: shared.container, isShared: true };
  }
  const container = document.createElement('div');
  container.className = 'code-editor__monaco-frame';
  host.append(container);
  const editor = monacoEditor.create(container, editorOptions(options, host));
  const isShared = shared === undefined;
  if (isShared) shared = { editor, container, inUse: true };
  return { editor, container, isShared };
}

/**
 * Shows the code in `host` (still hidden) with the page's Monaco editor, and resolves once its
 * first frame is drawn with colours, so that showing it changes nothing the learner can see.
 */
export async function createMonacoView(options: MonacoViewOptions): Promise<MonacoViewHandle> {
  const { host, themeScope, onText, onCommand, onTypeErrors } = options;
  // Before the model exists, so that the diagnostics adapter sees it being created.
  if (options.typesWorker) installTypeScript(options.typesWorker);

  applyTheme(themeScope, options.theme);
  const uri = Uri.parse(options.modelUri);
  const kept = monacoEditor.getModel(uri);
  const model = kept ?? monacoEditor.createModel(options.text, LANGUAGE, uri);
  model.setEOL(monacoEditor.EndOfLineSequence.LF);
  let readOnly = options.readOnly;

  const { editor, container, isShared } = editorIn(host, options);
  editor.setModel(model);

  // Monaco names its input by ariaLabel but has no option for a description: the one the light
  // editor carried (its messages, an embed's "Press Esc, then Tab" hint) goes on the input itself.
  const describe = (ids: string | undefined) => {
    const input = host.querySelector<HTMLElement>('textarea, [role="textbox"]');
    if (ids) input?.setAttribute('aria-describedby', ids);
    else input?.removeAttribute('aria-describedby');
  };
  describe(options.describedBy);
  // Model options are set once the editor has the model: it resets them from its configuration
  // (where the bracketPairColorization editor option does not reach the model).
  model.updateOptions({
    tabSize: TAB_SIZE,
    indentSize: TAB_SIZE,
    insertSpaces: true,
    // Plain brackets, as in the light view.
    bracketColorizationOptions: { enabled: false, independentColorPoolPerBracketType: false },
  });

  const typeErrors = () =>
    monacoEditor
      .getModelMarkers({ owner: TYPE_MARKER_OWNER, resource: model.uri })
      .filter((marker) => marker.severity === MarkerSeverity.Error)
      .sort((a, b) => a.startLineNumber - b.startLineNumber || a.startColumn - b.startColumn);
  const declarations = declarationView(editor, model, {
    readOnly: () => readOnly,
    onChange: (label) => options.onDeclaration?.(label),
  });

  const disposables = [
    declarations,
    model.onDidChangeContent(() => onText(model.getValue())),
    monacoEditor.onDidChangeMarkers((uris) => {
      if (onTypeErrors && uris.some((uri) => uri.toString() === model.uri.toString()))
        onTypeErrors(typeErrors().length);
    }),
    onDidCheck((uri) => {
      if (onTypeErrors && uri === model.uri.toString()) onTypeErrors(typeErrors().length);
    }),
    editor.addAction({
      id: 'mcp-tour.run',
      label: 'Run',
      keybindings: [KeyMod.CtrlCmd | KeyCode.Enter],
      contextMenuGroupId: 'navigation',
      contextMenuOrder: 0,
      run: () => onCommand('run'),
    }),
    editor.addAction({
      id: 'mcp-tour.save',
      label: 'Save',
      keybindings: [KeyMod.CtrlCmd | KeyCode.KeyS],
      run: () => onCommand('save'),
    }),
    // Monaco binds Format Document to Ctrl+Shift+I on Linux; Shift+Alt+F works on every system here.
    editor.addAction({
      id: 'mcp-tour.format',
      label: 'Format the code',
      keybindings: [KeyMod.Shift | KeyMod.Alt | KeyCode.KeyF],
      run: () => editor.getAction('editor.action.formatDocument')?.run(),
    }),
    ...releaseTabAfterEscape(editor),
    ...installWordWrap(editor),
    closeBlocksCleanly(editor, model, () => readOnly),
  ];

  await nextFrame();
  await nextFrame();

  const highlights = editor.createDecorationsCollection();
  let themeScopeTheme = options.theme;
  // The app may switch its CSS variables (data-theme on <html>) after this component rendered.
  const themeObserver = new MutationObserver(() => applyTheme(themeScope, themeScopeTheme));
  themeObserver.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'class', 'style'],
  });

  /** An edit from outside the editor: undo stops on both sides make it exactly one Ctrl+Z, even when read-only. */
  const replaceUndoably = (next: string) => {
    const current = model.getValue();
    if (current === next) return;
    const edit = smallestReplacement(current, next);
    const start = model.getPositionAt(edit.start);
    const end = model.getPositionAt(edit.end);
    const range = {
      startLineNumber: start.lineNumber,
      startColumn: start.column,
      endLineNumber: end.lineNumber,
      endColumn: end.column,
    };
    model.pushStackElement();
    model.pushEditOperations(editor.getSelections(), [{ range, text: edit.text, forceMoveMarkers: true }], () => null);
    model.pushStackElement();
  };

  return {
    adopt(snapshot: EditorSnapshot) {
      // A model kept from earlier in the visit keeps its undo history: the difference is one more edit.
      if (kept) replaceUndoably(snapshot.text);
      else if (model.getValue() !== snapshot.text) model.setValue(snapshot.text);
      // Monaco colours lines in a later task; the light view this replaces is coloured already.
      (model as unknown as TokenizingModel).tokenization?.forceTokenization?.(
        Math.min(model.getLineCount(), FIRST_FRAME_LINES),
      );
      const start = model.getPositionAt(snapshot.selectionStart);
      const end = model.getPositionAt(snapshot.selectionEnd);
      const [anchor, active] = snapshot.selectionBackward ? [end, start] : [start, end];
      editor.setSelection(Selection.fromPositions(anchor, active));
      const left = viewStates.get(options.modelUri);
      // Back to code seen earlier in the visit, untouched since: the cursor and scroll it was left with.
      if (kept && left && !snapshot.focused && snapshot.selectionStart === 0 && snapshot.selectionEnd === 0)
        editor.restoreViewState(left);
      else
        editor.setScrollPosition(
          { scrollTop: snapshot.scrollTop, scrollLeft: snapshot.scrollLeft },
          monacoEditor.ScrollType.Immediate,
        );
      editor.render(true);
    },
    focus() {
      editor.focus();
    },
    replaceText(next: string) {
      // Solve or Reset while a declaration is open: show what changed.
      declarations.back();
      replaceUndoably(next);
    },
    setMarkers(markers: readonly EditorMarker[]) {
      monacoEditor.setModelMarkers(
        model,
        MARKER_OWNER,
        markers.map((marker) => toMonacoMarker(model, marker)),
      );
    },
    setHighlights(lines) {
      highlights.set(
        lines
          .filter((line) => line <= model.getLineCount())
          .map((line) => ({
            range: { startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: 1 },
            options: { isWholeLine: true, className: 'code-editor__highlighted-line' },
          })),
      );
    },
    setTheme(theme) {
      themeScopeTheme = theme;
      applyTheme(themeScope, theme);
    },
    configure(next) {
      readOnly = next.readOnly;
      editor.updateOptions({ ariaLabel: next.label, ...(declarations.reading ? {} : { readOnly }) });
      describe(next.describedBy);
    },
    setFontSize(fontSize) {
      editor.updateOptions({ fontSize, lineHeight: lineHeightFor(fontSize) });
    },
    revealNextTypeError() {
      declarations.back();
      const errors = typeErrors();
      if (errors.length === 0) return;
      const cursor = editor.getPosition() ?? { lineNumber: 1, column: 1 };
      const after = (marker: monacoEditor.IMarker) =>
        marker.startLineNumber > cursor.lineNumber ||
        (marker.startLineNumber === cursor.lineNumber && marker.startColumn > cursor.column);
      const next = errors.find(after) ?? errors[0];
      const position = { lineNumber: next.startLineNumber, column: next.startColumn };
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      editor.focus();
      // The hover at the cursor shows the error's message with the types involved.
      editor.trigger('mcp-tour', 'editor.action.showHover', { focus: false });
    },
    revealPosition(lineNumber, column) {
      declarations.back();
      const position = { lineNumber, column };
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      editor.focus();
    },
    backToCode() {
      declarations.back();
      editor.focus();
    },
    dispose() {
      themeObserver.disconnect();
      declarations.back();
      const state = editor.saveViewState();
      if (state) viewStates.set(options.modelUri, state);
      highlights.clear();
      for (const disposable of disposables) disposable.dispose();
      // The model stays for the visit; the shared editor waits, out of the page, for the next code shown.
      if (isShared && shared) {
        editor.setModel(null);
        container.remove();
        shared.inUse = false;
      } else editor.dispose();
    },
  };
}

/**
 * "}" typed on a blank line lines up with its block's opening line, and steps over the "}" Monaco
 * closed by itself when "{" was typed, rather than leaving two (see closingBraceEdit).
 */
function closeBlocksCleanly(
  editor: monacoEditor.IStandaloneCodeEditor,
  model: monacoEditor.ITextModel,
  readOnly: () => boolean,
) {
  return editor.onKeyDown((event) => {
    if (event.browserEvent.key !== '}' || event.ctrlKey || event.metaKey || event.altKey || readOnly()) return;
    // Only in the learner's code (not in a declaration opened read-only), with one caret.
    const selection = editor.getSelection();
    if (editor.getModel() !== model || !selection || editor.getSelections()?.length !== 1) return;
    const start = model.getOffsetAt(selection.getStartPosition());
    const edit = closingBraceEdit(model.getValue(), start, model.getOffsetAt(selection.getEndPosition()), true);
    if (!edit) return;
    event.preventDefault();
    event.stopPropagation();
    const from = model.getPositionAt(edit.start);
    const to = model.getPositionAt(edit.end);
    editor.pushUndoStop();
    editor.executeEdits(
      'mcp-tour.close-block',
      [
        {
          range: {
            startLineNumber: from.lineNumber,
            startColumn: from.column,
            endLineNumber: to.lineNumber,
            endColumn: to.column,
          },
          text: edit.text,
        },
      ],
      () => {
        const caret = model.getPositionAt(edit.selectionStart);
        return [new Selection(caret.lineNumber, caret.column, caret.lineNumber, caret.column)];
      },
    );
    editor.pushUndoStop();
  });
}

/**
 * Escape then Tab moves focus out of the editor, as in the light view: no keyboard trap.
 * (Ctrl+M, Monaco's own tab-focus toggle, keeps working too.)
 */
function releaseTabAfterEscape(editor: monacoEditor.IStandaloneCodeEditor) {
  let released = false;
  const release = (value: boolean) => {
    if (released === value) return;
    released = value;
    editor.updateOptions({ tabFocusMode: value });
  };
  return [
    editor.onKeyDown((event) => {
      if (event.keyCode === KeyCode.Escape) release(true);
      else if (event.keyCode !== KeyCode.Tab && event.keyCode !== KeyCode.Shift) release(false);
    }),
    editor.onDidBlurEditorText(() => release(false)),
  ];
}

/** A marker covers the word at its position (or one character), clamped into the current text. */
function toMonacoMarker(model: monacoEditor.ITextModel, marker: EditorMarker): monacoEditor.IMarkerData {
  const lineNumber = Math.min(Math.max(1, marker.line), model.getLineCount());
  const maxColumn = model.getLineMaxColumn(lineNumber);
  const column = Math.min(Math.max(1, marker.column), maxColumn);
  const word = model.getWordAtPosition({ lineNumber, column });
  let startColumn = word?.startColumn ?? column;
  const endColumn = word?.endColumn ?? Math.min(column + 1, maxColumn);
  if (startColumn === endColumn) startColumn = Math.max(1, endColumn - 1);
  return {
    severity: marker.severity === 'error' ? MarkerSeverity.Error : MarkerSeverity.Warning,
    message: marker.message,
    startLineNumber: lineNumber,
    startColumn,
    endLineNumber: lineNumber,
    endColumn,
    source: 'MCP Tour',
  };
}

// The Compare dialog's diff view comes with this module, so the page fetches Monaco as one chunk
// whichever of the two asks first.
export { createDiffView } from './diffView';
