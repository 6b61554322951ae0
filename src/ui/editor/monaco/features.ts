// The editor features a learner needs, picked from monaco-editor's editor.main.js (everything else stays
// out of the bundle: diff editor, quick command palette, code lens, colour picker, inline completions...).
// Entry points are the package's documented `features/<name>/register` subpaths (monaco-editor 0.56+).
// Language smartness comes from the TypeScript service (languageSupport.ts); these are its front ends.
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/dnd/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/gotoSymbol/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/iPadShowKeyboard/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/parameterHints/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
// features/suggest/register only brings inline suggestions; the suggest widget itself is loaded
// by editor.main.js directly, so it is named here too.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
