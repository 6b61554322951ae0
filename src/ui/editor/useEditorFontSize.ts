import { useCallback, useState } from 'react';
import { storageKeys } from '../persistence/keys';
import { appStorage, type SafeStorage } from '../persistence/safeStorage';
import { FONT_SIZE_PX, parseFontSize, stepFontSize, TOUCH_FONT_SIZE_PX } from './metrics';

// The learner's editor font size, remembered in this browser (safe storage: blocked storage only
// means it is forgotten when the tab closes).

export function readFontSize(touchFirst: boolean, storage: SafeStorage = appStorage): number {
  return parseFontSize(storage.get(storageKeys.editorFontSize)) ?? (touchFirst ? TOUCH_FONT_SIZE_PX : FONT_SIZE_PX);
}

/** The size and a step up or down; without `remember` (embeds) the default size, not stored. */
export function useEditorFontSize(touchFirst: boolean, remember: boolean): [number, (direction: 1 | -1) => void] {
  const [size, setSize] = useState(() =>
    remember ? readFontSize(touchFirst) : touchFirst ? TOUCH_FONT_SIZE_PX : FONT_SIZE_PX,
  );
  const step = useCallback(
    (direction: 1 | -1) =>
      setSize((current) => {
        const next = stepFontSize(current, direction);
        if (remember) appStorage.set(storageKeys.editorFontSize, String(next));
        return next;
      }),
    [remember],
  );
  return [size, step];
}
