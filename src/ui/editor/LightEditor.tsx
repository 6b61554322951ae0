// The editor a learner gets on first paint: a transparent <textarea> over a highlighted <pre>.
// Native text input means touch keyboards, IME, spell-free typing and test drivers all just work;
// Monaco replaces it once loaded (see CodeEditor.tsx).
import { useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { highlightTypeScript } from './highlight';
import { VERTICAL_PADDING_PX } from './metrics';
import { commandForKey, type EditorCommand } from './shortcuts';
import { applyEdit, replaceUndoably } from './textareaEdits';
import { closingBraceEdit, countLines, indentEdit, newlineEdit, outdentEdit } from './textEdits';
import type { EditorMarker, EditorSnapshot } from './types';

export interface LightEditorHandle {
  snapshot(): EditorSnapshot;
  /** An edit from outside the editor, undoable with Ctrl+Z. */
  replaceText(next: string): void;
  /** Puts the caret at a 1-based line and column, scrolled into view, and focuses the editor. */
  revealPosition(line: number, column: number): void;
  /** While an IME composition is in progress, a promise for its end (swapping mid-composition would drop it). */
  composition(): Promise<void> | null;
}

interface LightEditorProps {
  ref: Ref<LightEditorHandle>;
  initialText: string;
  label: string;
  readOnly: boolean;
  markers: readonly EditorMarker[];
  /** Whole lines to tint (1-based). */
  highlightLines: readonly number[];
  /** Pixels per line (follows the font size), for the tinted error lines. */
  lineHeight: number;
  describedBy?: string;
  onText: (text: string) => void;
  onCommand: (command: EditorCommand) => void;
  onFocus?: () => void;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

export function LightEditor(props: LightEditorProps) {
  const {
    ref,
    initialText,
    label,
    readOnly,
    markers,
    highlightLines,
    lineHeight,
    describedBy,
    onText,
    onCommand,
    onFocus,
  } = props;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const layersRef = useRef<HTMLDivElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(initialText);
  // After Escape, Tab leaves the editor instead of indenting, so keyboard users are never trapped.
  const tabLeavesRef = useRef(false);
  const composingRef = useRef<Promise<void> | null>(null);
  const endCompositionRef = useRef<() => void>(() => {});

  const html = useMemo(() => highlightTypeScript(text), [text]);
  const lineCount = countLines(text);
  const lineNumbers = useMemo(() => Array.from({ length: lineCount }, (_, i) => i + 1).join('\n'), [lineCount]);
  const markedLines = useMemo(() => distinctMarkedLines(markers, lineCount), [markers, lineCount]);

  useImperativeHandle(ref, () => ({
    snapshot() {
      const textarea = textareaRef.current!;
      return {
        text: textarea.value,
        selectionStart: textarea.selectionStart,
        selectionEnd: textarea.selectionEnd,
        selectionBackward: textarea.selectionDirection === 'backward',
        scrollTop: textarea.scrollTop,
        scrollLeft: textarea.scrollLeft,
        focused: document.activeElement === textarea,
      };
    },
    replaceText(next) {
      replaceUndoably(textareaRef.current!, next);
    },
    composition() {
      return composingRef.current;
    },
    revealPosition(line, column) {
      const textarea = textareaRef.current!;
      const offset = offsetOf(textarea.value, line, column);
      textarea.focus({ preventScroll: true });
      textarea.setSelectionRange(offset, offset);
      // The caret's line in the middle of the box, as Monaco does.
      const top = VERTICAL_PADDING_PX + (line - 1) * lineHeight;
      if (top < textarea.scrollTop || top > textarea.scrollTop + textarea.clientHeight - lineHeight)
        textarea.scrollTop = Math.max(0, top - textarea.clientHeight / 2);
      syncScroll();
    },
  }));

  const syncScroll = () => {
    const textarea = textareaRef.current!;
    layersRef.current!.style.transform = `translate(${-textarea.scrollLeft}px, ${-textarea.scrollTop}px)`;
    gutterRef.current!.style.transform = `translateY(${-textarea.scrollTop}px)`;
  };

  // Also after every render: new text or a new font size can move the textarea's scroll with no
  // scroll event before the next paint, and the line numbers must never show other lines than the code.
  useLayoutEffect(() => syncScroll());

  const handleInput = () => {
    const value = textareaRef.current!.value;
    setText(value);
    onText(value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    const command = commandForKey(event);
    if (command) {
      event.preventDefault();
      onCommand(command);
      return;
    }
    if (MODIFIER_KEYS.has(event.key)) return;
    const tabLeaves = tabLeavesRef.current;
    tabLeavesRef.current = event.key === 'Escape';
    if (readOnly || event.ctrlKey || event.metaKey || event.altKey) return;

    const textarea = event.currentTarget;
    const { value, selectionStart, selectionEnd } = textarea;
    if (event.key === 'Tab' && !tabLeaves) {
      event.preventDefault();
      const edit = event.shiftKey ? outdentEdit : indentEdit;
      applyEdit(textarea, edit(value, selectionStart, selectionEnd));
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      applyEdit(textarea, newlineEdit(value, selectionStart, selectionEnd));
    } else if (event.key === '}') {
      const edit = closingBraceEdit(value, selectionStart, selectionEnd, false);
      if (!edit) return;
      event.preventDefault();
      applyEdit(textarea, edit);
    }
  };

  const handleCompositionStart = () => {
    composingRef.current = new Promise((resolve) => (endCompositionRef.current = resolve));
  };
  const handleCompositionEnd = () => {
    composingRef.current = null;
    endCompositionRef.current();
  };

  return (
    <div className="code-editor__light">
      <div className="code-editor__gutter" aria-hidden="true">
        <div ref={gutterRef} className="code-editor__line-numbers">
          {lineNumbers}
        </div>
      </div>
      <div className="code-editor__text-area">
        <div className="code-editor__highlight" aria-hidden="true">
          <div ref={layersRef} className="code-editor__layers">
            {highlightLines
              .filter((line) => line <= lineCount)
              .map((line) => (
                <div
                  key={`h${line}`}
                  className="code-editor__highlighted-line"
                  style={{ top: VERTICAL_PADDING_PX + (line - 1) * lineHeight }}
                />
              ))}
            {markedLines.map(({ line, severity }) => (
              <div
                key={line}
                className="code-editor__marked-line"
                data-severity={severity}
                style={{ top: VERTICAL_PADDING_PX + (line - 1) * lineHeight }}
              />
            ))}
            <pre className="code-editor__code code-highlight">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output: it escapes the code it is given */}
              <code dangerouslySetInnerHTML={{ __html: html }} />
            </pre>
          </div>
        </div>
        <textarea
          ref={textareaRef}
          className="code-editor__input"
          defaultValue={initialText}
          aria-label={label}
          aria-describedby={describedBy}
          readOnly={readOnly}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          translate="no"
          data-gramm="false"
          onInput={handleInput}
          onScroll={syncScroll}
          onKeyDown={handleKeyDown}
          onBlur={() => (tabLeavesRef.current = false)}
          onFocus={onFocus}
          onCompositionStart={handleCompositionStart}
          onCompositionEnd={handleCompositionEnd}
        />
      </div>
    </div>
  );
}

/** One tint per line; an error outranks a warning on the same line. Lines past the end are clamped. */
function distinctMarkedLines(markers: readonly EditorMarker[], lineCount: number) {
  const byLine = new Map<number, EditorMarker['severity']>();
  for (const marker of markers) {
    const line = Math.min(Math.max(1, marker.line), lineCount);
    if (byLine.get(line) !== 'error') byLine.set(line, marker.severity);
  }
  return [...byLine].map(([line, severity]) => ({ line, severity }));
}

/** The offset of a 1-based line and column, kept inside the text. */
function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return text.length;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return Math.min(start + Math.max(0, column - 1), end < 0 ? text.length : end);
}
