import { useCallback, useState } from 'react';
import type { LessonContent } from '../../lessons/types';
import { createCodeDocument } from '../document/codeDocument';
import { useDocumentChanges } from '../document/useCodeDocument';
import { readSavedCode, saveCode } from '../persistence/savedCode';
import { useDebounced } from '../hooks/useDebounced';

// The code in a lesson's editor: the learner's saved edits (or the starter), saved as they type,
// and replaced by Reset or Solve in a way that one Undo brings back.

export interface Replacement {
  message: string;
  previous: string;
}

const SAVE_DELAY_MS = 400;

export function useLessonCode(content: LessonContent) {
  const { slug, starter, solution } = content;
  const [codeDocument] = useState(() => createCodeDocument(readSavedCode(slug) ?? starter));
  const [replacement, setReplacement] = useState<Replacement>();

  // Every change is saved, the learner's and the page's (Reset, Solve, Undo) alike.
  const saveLater = useDebounced((text: string) => saveCode(slug, text, starter), SAVE_DELAY_MS);
  useDocumentChanges(codeDocument, ({ text }) => saveLater(text));

  const replace = useCallback(
    (value: string, message: string) => {
      setReplacement({ message, previous: codeDocument.get().text });
      codeDocument.replace(value);
    },
    [codeDocument],
  );

  const reset = useCallback(() => replace(starter, 'Code reset to the starter.'), [replace, starter]);
  const solve = solution === undefined ? undefined : () => replace(solution, 'Code replaced with the solution.');

  const undo = useCallback(() => {
    if (!replacement) return;
    codeDocument.replace(replacement.previous);
    setReplacement(undefined);
  }, [codeDocument, replacement]);

  const saveNow = useCallback(() => saveCode(slug, codeDocument.get().text, starter), [codeDocument, slug, starter]);

  return {
    codeDocument,
    reset,
    solve,
    replacement,
    undo,
    dismissReplacement: () => setReplacement(undefined),
    saveNow,
  };
}
