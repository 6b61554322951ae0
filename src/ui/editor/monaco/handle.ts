// The contract between CodeEditor and the lazily loaded Monaco view. Types only: importing this
// file must not pull Monaco into the first chunk.
import type { EditorCommand } from '../shortcuts';
import type { EditorMarker, EditorSnapshot, EditorTheme } from '../types';

export interface MonacoViewOptions {
  /** Where the editor is created; already laid out at its final size, but not yet visible. */
  host: HTMLElement;
  /** Scope for reading the theme's CSS custom properties (the component root, which carries data-theme). */
  themeScope: HTMLElement;
  text: string;
  /** The model's URI: the TS worker knows the code under this name (typescript/compilerOptions.ts). */
  modelUri: string;
  /** The page's TypeScript worker (typescript/startTypesWorker.ts); without it the editor has no type information. */
  typesWorker?: Worker;
  label: string;
  /** Ids of what describes the code box (its messages, an embed's keys hint), or undefined. */
  describedBy?: string;
  readOnly: boolean;
  theme: EditorTheme;
  fontSize: number;
  /** Every change of content, typed or applied; the caller filters out echoes of its own value. */
  onText: (text: string) => void;
  onCommand: (command: EditorCommand) => void;
  /** The number of type errors in the code, each time the TS worker reports on it. */
  onTypeErrors?: (count: number) => void;
  /** A declaration opened read-only (go to definition): its label, or null when back to the code. */
  onDeclaration?: (label: string | null) => void;
}

export interface MonacoViewHandle {
  /** Takes over text, selection and scroll from the light view, synchronously (no keystroke can slip in between). */
  adopt(snapshot: EditorSnapshot): void;
  focus(): void;
  /** An edit from outside the editor, undoable with Ctrl+Z. */
  replaceText(next: string): void;
  setMarkers(markers: readonly EditorMarker[]): void;
  /** Whole lines to tint (1-based), such as the lines a blog post is about. */
  setHighlights(lines: readonly number[]): void;
  setTheme(theme: EditorTheme): void;
  configure(options: { label: string; describedBy?: string; readOnly: boolean }): void;
  setFontSize(fontSize: number): void;
  /** Puts the cursor on the next type error after it (wrapping around), shows its message, focuses the editor. */
  revealNextTypeError(): void;
  /** Puts the cursor at a 1-based line and column of the code, in view, and focuses the editor. */
  revealPosition(line: number, column: number): void;
  /** Leaves a declaration opened with go to definition. */
  backToCode(): void;
  dispose(): void;
}
