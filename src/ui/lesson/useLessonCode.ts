import { useCallback, useRef, useState } from 'react';
import type { LessonContent } from '../../lessons/types';
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
  const [code, setCode] = useState(() => readSavedCode(slug) ?? starter);
  const [replacement, setReplacement] = useState<Replacement>();
  const latest = useRef(code);
  latest.current = code;

  const saveLater = useDebounced((value: string) => saveCode(slug, value, starter), SAVE_DELAY_MS);

  const edit = useCallback(
    (value: string) => {
      latest.current = value;
      setCode(value);
      saveLater(value);
    },
    [saveLater],
  );

  const replace = useCallback(
    (value: string, message: string) => {
      setReplacement({ message, previous: latest.current });
      edit(value);
    },
    [edit],
  );

  const reset = useCallback(() => replace(starter, 'Code reset to the starter.'), [replace, starter]);
  const solve = solution === undefined ? undefined : () => replace(solution, 'Code replaced with the solution.');

  const undo = useCallback(() => {
    if (!replacement) return;
    edit(replacement.previous);
    setReplacement(undefined);
  }, [edit, replacement]);

  const saveNow = useCallback(() => saveCode(slug, latest.current, starter), [slug, starter]);

  return {
    code,
    /** Always the newest text, for handlers that run before React re-renders. */
    latest,
    edit,
    reset,
    solve,
    replacement,
    undo,
    dismissReplacement: () => setReplacement(undefined),
    saveNow,
  };
}
