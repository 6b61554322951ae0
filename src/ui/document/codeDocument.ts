// The code of one editor: the only place its text lives. The editor, the saver, the share link
// and the runner read it and subscribe to it (React components through useCodeDocument), so none of
// them keeps a copy that can fall behind the others. What runs is derived from the text once per
// change, on first read, not once per render of every component that needs it.
// Framework-free: the tests drive it directly.

/** What to run: the code, and where a line of it is in the editor when the two differ (folded lines). */
export interface RunSource {
  code: string;
  shownLine?(line: number): number;
}

/** How the text came to be what it is. */
export type DocumentChange =
  /** The text the document was created with. */
  | 'open'
  /** Typed in the editor, which shows it already. */
  | 'edit'
  /** Put there by the page (Reset, Solve, another snippet): the editor takes it as one edit that Undo takes back. */
  | 'replace';

export interface DocumentSnapshot<R extends RunSource = RunSource> {
  readonly text: string;
  /** 0 for the text the document was created with, one more for each change. */
  readonly version: number;
  readonly change: DocumentChange;
  /** The program that runs, derived from the text on first read and kept until the next change. */
  readonly runnable: R;
}

/** Derives the program that runs from the text the editor shows. */
export type ToRunnable<R extends RunSource> = (text: string) => R;

export interface CodeDocument<R extends RunSource = RunSource> {
  /** The same object until the next change (what useSyncExternalStore asks of a snapshot). */
  get(): DocumentSnapshot<R>;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The learner typed this. */
  edit(text: string): void;
  /**
   * The page puts this text in. `toRunnable`, when given, derives what runs from now on (an embed's
   * folded lines shown, or folded again); the same text with another derivation is a change too.
   */
  replace(text: string, toRunnable?: ToRunnable<R>): void;
}

/** The text runs as written. */
export const runAsWritten = (code: string): RunSource => ({ code });

export function createCodeDocument(text: string): CodeDocument;
export function createCodeDocument<R extends RunSource>(text: string, toRunnable: ToRunnable<R>): CodeDocument<R>;
export function createCodeDocument<R extends RunSource>(
  text: string,
  toRunnable: ToRunnable<R> = runAsWritten as ToRunnable<R>,
): CodeDocument<R> {
  let derive = toRunnable;
  let current = snapshot(text, 0, 'open', derive);
  const listeners = new Set<() => void>();

  const change = (next: string, kind: DocumentChange, nextDerive: ToRunnable<R>) => {
    if (next === current.text && nextDerive === derive) return;
    derive = nextDerive;
    current = snapshot(next, current.version + 1, kind, derive);
    // A listener that unsubscribes another while being told must not skip it: tell those of this moment.
    for (const listener of [...listeners]) listener();
  };

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit: (next) => change(next, 'edit', derive),
    replace: (next, nextDerive = derive) => change(next, 'replace', nextDerive),
  };
}

function snapshot<R extends RunSource>(
  text: string,
  version: number,
  change: DocumentChange,
  derive: ToRunnable<R>,
): DocumentSnapshot<R> {
  let runnable: R | undefined;
  return {
    text,
    version,
    change,
    get runnable() {
      runnable ??= derive(text);
      return runnable;
    },
  };
}
