// The Compare dialog's side-by-side diff, loaded with the editor's Monaco (monacoView.ts re-exports it).
// It shares the page's one copy of Monaco (and its theme) with the editor (monacoView.ts).
// The editor's features are imported here too: Monaco's services start with the first editor
// created, and a feature registered after that (if this view came first) breaks the next editor.
import './environment';
import './features';
import './typescriptSyntax';
import 'monaco-editor/features/diffEditor/register';
import { editor as monacoEditor, Uri } from 'monaco-editor/editor';
import { setTypeChecked } from '../typescript/uncheckedModels';
import { lineHeightFor } from '../metrics';
import type { EditorTheme } from '../types';
import { LANGUAGE } from './languageSupport';
import { applyTheme } from './theme';

export interface DiffViewOptions {
  host: HTMLElement;
  /** Where the theme's CSS custom properties are read (an element inside the page's themed root). */
  themeScope: HTMLElement;
  /** Left side: the learner's code. */
  yours: string;
  /** Right side: the finished code. */
  solution: string;
  theme: EditorTheme;
  fontSize: number;
  /** How many places differ, each time Monaco has (re)computed the diff. */
  onChanges(count: number): void;
}

export interface DiffViewHandle {
  setTheme(theme: EditorTheme): void;
  focus(): void;
  dispose(): void;
}

let opened = 0;

export function createDiffView({
  host,
  themeScope,
  yours,
  solution,
  theme,
  fontSize,
  onChanges,
}: DiffViewOptions): DiffViewHandle {
  applyTheme(themeScope, theme);
  const id = ++opened;
  const models = [
    [`file:///compare-${id}/yours.ts`, yours],
    [`file:///compare-${id}/solution.ts`, solution],
  ].map(([uri, text]) => {
    // Coloured as TypeScript; never type-checked (nobody edits here, and the errors would be noise).
    setTypeChecked(uri, false);
    return monacoEditor.createModel(text, LANGUAGE, Uri.parse(uri));
  });
  const diff = monacoEditor.createDiffEditor(host, {
    readOnly: true,
    originalEditable: false,
    automaticLayout: true,
    renderSideBySide: true,
    // A phone gets one column, removed lines above the added ones.
    useInlineViewWhenSpaceIsLimited: true,
    renderSideBySideInlineBreakpoint: 700,
    // Unchanged stretches fold away, so the differences are what one sees first.
    hideUnchangedRegions: { enabled: true, contextLineCount: 3, minimumLineCount: 6 },
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    scrollbar: { alwaysConsumeMouseWheel: false },
    fontFamily: getComputedStyle(host).fontFamily,
    fontSize,
    lineHeight: lineHeightFor(fontSize),
    renderOverviewRuler: false,
    stickyScroll: { enabled: false },
    // The learner reads, and may copy from, both sides: Tab moves focus on instead of indenting.
    tabFocusMode: true,
    originalAriaLabel: 'Your code',
    modifiedAriaLabel: 'Solution',
  });
  diff.setModel({ original: models[0], modified: models[1] });
  // Each side's text box is named for a screen reader (the construction options leave them empty).
  diff.getOriginalEditor().updateOptions({ ariaLabel: 'Your code' });
  diff.getModifiedEditor().updateOptions({ ariaLabel: 'Solution' });
  const updates = diff.onDidUpdateDiff(() => onChanges(diff.getLineChanges()?.length ?? 0));

  return {
    setTheme: (next) => applyTheme(themeScope, next),
    focus: () => diff.getModifiedEditor().focus(),
    dispose() {
      updates.dispose();
      diff.dispose();
      for (const model of models) {
        setTypeChecked(model.uri.toString(), true);
        model.dispose();
      }
    },
  };
}
