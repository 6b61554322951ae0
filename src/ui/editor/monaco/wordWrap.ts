import { editor as monacoEditor, type IDisposable, KeyCode, KeyMod } from 'monaco-editor/editor';
import { appStorage } from '../../persistence/safeStorage';
import { storageKeys } from '../../persistence/keys';

// Word wrap as in VS Code: Alt+Z turns it on and off, and the choice is remembered for every
// editor of the site. Without wrap, a long line scrolls the editor right; moving to a line that
// fits brings it back, so the start of the code is never left out of sight.

export function installWordWrap(editor: monacoEditor.IStandaloneCodeEditor): IDisposable[] {
  let wrapped = appStorage.get(storageKeys.editorWordWrap) === 'on';
  editor.updateOptions({ wordWrap: wrapped ? 'on' : 'off' });
  return [
    editor.addAction({
      id: 'mcp-tour.toggleWordWrap',
      label: 'Toggle word wrap',
      keybindings: [KeyMod.Alt | KeyCode.KeyZ],
      run: () => {
        wrapped = !wrapped;
        editor.updateOptions({ wordWrap: wrapped ? 'on' : 'off' });
        appStorage.set(storageKeys.editorWordWrap, wrapped ? 'on' : 'off');
      },
    }),
    editor.onDidChangeCursorPosition((event) => {
      if (wrapped || editor.getScrollLeft() === 0) return;
      const { lineNumber, column } = event.position;
      const layout = editor.getLayoutInfo();
      // The cursor's distance from the line's start: if it fits in the view unscrolled, unscroll.
      const left = editor.getOffsetForColumn(lineNumber, column);
      if (left >= 0 && left < layout.contentWidth - layout.verticalScrollbarWidth)
        editor.setScrollLeft(0, monacoEditor.ScrollType.Smooth);
    }),
  ];
}
