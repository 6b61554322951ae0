import { useCallback, useRef, useState, type RefObject } from 'react';

// The code in an embed: what the author embedded, edited by the reader for as long as the page is
// open. Nothing is saved: an embed is a demonstration inside someone else's page. Replacing it
// (Reset, Solve) is one edit in the editor, so Ctrl+Z brings the reader's code back.

export interface EmbedCode {
  code: string;
  /** The newest code, for Run pressed before React re-renders. */
  latest: RefObject<string>;
  edit(value: string): void;
}

export function useEmbedCode(initial: string): EmbedCode {
  const [code, setCode] = useState(initial);
  const latest = useRef(code);
  const edit = useCallback((value: string) => {
    latest.current = value;
    setCode(value);
  }, []);
  return { code, latest, edit };
}
