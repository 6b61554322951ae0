import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { CodeDocument, DocumentSnapshot, RunSource } from './codeDocument';

// React's two ways of following a code document: a component that draws something of it re-renders
// with it; a saver or a runner only acts on each change, and renders nothing.

/** The document as it is now; the component re-renders when it changes. */
export function useCodeDocument<R extends RunSource>(codeDocument: CodeDocument<R>): DocumentSnapshot<R> {
  // The server snapshot is the same: the document holds what the page opened with.
  return useSyncExternalStore(codeDocument.subscribe, codeDocument.get, codeDocument.get);
}

/** Calls `onChange` after every change of the document, with no re-render. */
export function useDocumentChanges<R extends RunSource>(
  codeDocument: CodeDocument<R>,
  onChange: (snapshot: DocumentSnapshot<R>) => void,
): void {
  // The newest callback, without subscribing again each time the caller renders a new one.
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => codeDocument.subscribe(() => latest.current(codeDocument.get())), [codeDocument]);
}
