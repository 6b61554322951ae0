// The code editor of MCP Tour. A light view (textarea over highlighted code) is usable on first
// paint; Monaco loads in the background and takes its place with the same text, selection, scroll
// and focus, so the learner never waits for it and never loses a keystroke to it. Alongside Monaco,
// the page's TypeScript worker brings the SDK's types: hovers, completion, signature help, go to
// definition (read-only) and type errors as you type.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { BackIcon } from './editorIcons';
import { EditorBar } from './EditorBar';
import { LightEditor, type LightEditorHandle } from './LightEditor';
import {
  editorHeightCss,
  lineHeightFor,
  lineNumberDigits,
  TAB_SIZE,
  TEXT_INSET_PX,
  VERTICAL_PADDING_PX,
} from './metrics';
import type { MonacoViewHandle } from './monaco/handle';
import type { EditorCommand } from './shortcuts';
import { runWithTypeErrorsText } from './statusText';
import { countLines, normalizeNewlines } from './textEdits';
import type { EditorMarker, EditorTheme } from './types';
import type { CodeDocument } from '../document/codeDocument';
import { useCodeDocument } from '../document/useCodeDocument';
import { onRevealRequest } from './revealRequests';
import { editorModelUri } from './typescript/compilerOptions';
import { startTypesWorker } from './typescript/startTypesWorker';
import { setTypeChecked } from './typescript/uncheckedModels';
import { useEditorFontSize } from './useEditorFontSize';
import { afterPaintWhenIdle } from '../../platform/idle';
import './editor.css';

export type { EditorMarker } from './types';

export interface CodeEditorProps {
  /**
   * The code shown. The learner's typing goes into it as edits; a change made by the page (Solve,
   * Reset, Undo) replaces the editor's content as one undoable edit.
   */
  codeDocument: CodeDocument;
  /** Errors at the learner's own line:column: a squiggle and hover (Monaco) or a tinted line, plus the message under the editor. */
  markers?: EditorMarker[];
  /** Ctrl+Enter / Cmd+Enter inside the editor. */
  onRun?: () => void;
  /**
   * Ctrl+S / Cmd+S inside the editor (the browser's save dialog is suppressed). What it returns, if
   * text (or a promise of text), is shown in the editor's bar as what the save did.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a save may report nothing
  onSave?: () => void | string | Promise<string | void>;
  theme: EditorTheme;
  /** Accessible name of the text input, e.g. "Lesson code". */
  label: string;
  readOnly?: boolean;
  /**
   * 'idle' (default): once the page is idle; 'on-focus': when the learner first focuses the editor.
   * Touch-first devices always keep the light view: Monaco does not support mobile browsers.
   */
  loadMonaco?: 'idle' | 'never' | 'on-focus';
  /**
   * The bar under the editor: type error count, what the last save or run did, font size (remembered),
   * keyboard shortcuts. Off by default (embeds keep their compact frame).
   */
  editorBar?: boolean;
  /** A run is in progress: with type errors on screen, the bar says the run goes ahead regardless. */
  running?: boolean;
  /** For the shortcuts help: what Ctrl+S does on this page. */
  saveDoes?: string;
  /** Whole lines to tint (1-based), such as the lines a blog post is about. */
  highlightLines?: readonly number[];
  /** Id of an element describing the editor (its keyboard use, say), for assistive technology. */
  describedBy?: string;
  /** Type errors are shown (default); false for plain JavaScript, which the TS service would misjudge. */
  typeCheck?: boolean;
  /**
   * Which code this is ("lesson-<slug>", "playground"): the full editor keeps one model per code for the
   * visit, with its undo history, and shows it again when the page comes back. Default: new each time.
   */
  documentId?: string;
}

type View = 'light' | 'monaco';

const NO_MARKERS: EditorMarker[] = [];
const NO_LINES: readonly number[] = [];
let editorCount = 0;
/** Monaco's code has loaded in this visit: a page shown later swaps it in at once (the editor is kept). */
let monacoLoaded = false;

/** Phones and tablets: the native textarea works with their keyboards; Monaco says it does not support them. */
function isTouchFirst(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches;
}

export function CodeEditor(props: CodeEditorProps) {
  const {
    codeDocument,
    markers = NO_MARKERS,
    theme,
    label,
    readOnly = false,
    loadMonaco = 'idle',
    editorBar = false,
    running = false,
    highlightLines = NO_LINES,
    describedBy,
    typeCheck = true,
    documentId,
  } = props;
  const text = normalizeNewlines(useCodeDocument(codeDocument).text);
  // The editor's own content as last seen; a document text equal to it is an echo, not an outside change.
  const contentRef = useRef(text);
  const lineCount = countLines(text);
  const [view, setView] = useState<View>('light');
  const [focusedOnce, setFocusedOnce] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const monacoHostRef = useRef<HTMLDivElement>(null);
  const lightRef = useRef<LightEditorHandle>(null);
  const monacoRef = useRef<MonacoViewHandle | null>(null);
  const messagesId = useId();
  const modelUri = useState(() => editorModelUri(documentId ?? `view-${++editorCount}`))[0];
  setTypeChecked(modelUri, typeCheck);
  const [touchFirst] = useState(isTouchFirst);
  const [fontSize, stepFontSize] = useEditorFontSize(touchFirst, editorBar);
  const lineHeight = lineHeightFor(fontSize);
  const [typeErrors, setTypeErrors] = useState<number | null>(null);
  const [declaration, setDeclaration] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  // What describes the code box, whichever view has it: the messages under it, the caller's hint.
  const describedByIds = [markers.length > 0 ? messagesId : '', describedBy ?? ''].join(' ').trim() || undefined;

  const latest = useRef({ props, typeErrors, fontSize, describedByIds });
  useLayoutEffect(() => {
    latest.current = { props, typeErrors, fontSize, describedByIds };
  });

  const handleText = useCallback((next: string) => {
    if (next === contentRef.current) return;
    contentRef.current = next;
    latest.current.props.codeDocument.edit(next);
  }, []);

  const handleCommand = useCallback((command: EditorCommand) => {
    const { onRun, onSave } = latest.current.props;
    if (command === 'run') return onRun?.();
    const said = onSave?.();
    if (typeof said === 'string') setStatus(said);
    else if (said)
      said.then(
        (text) => text && setStatus(text),
        () => setStatus('Could not save.'),
      );
  }, []);

  useLayoutEffect(() => {
    if (text === contentRef.current) return;
    contentRef.current = text;
    (monacoRef.current ?? lightRef.current)?.replaceText(text);
  }, [text]);

  // A run with type errors on screen goes ahead (types are stripped, never checked, when code runs); say so.
  const errorsAtRunStart = useRef(0);
  useEffect(() => {
    if (running) errorsAtRunStart.current = latest.current.typeErrors ?? 0;
    const count = errorsAtRunStart.current;
    if (count > 0) setStatus(runWithTypeErrorsText(count, running));
    else if (running) setStatus('');
  }, [running]);

  const wantsMonaco = !touchFirst && (loadMonaco === 'idle' || (loadMonaco === 'on-focus' && focusedOnce));
  useEffect(() => {
    if (!wantsMonaco) return;
    let cancelled = false;
    let created: MonacoViewHandle | null = null;
    // The TS worker starts now, not when idle: it works on its own thread, and checking the code
    // while Monaco downloads is what makes types ready soon after the editor is.
    const typesWorker = startTypesWorker({ uri: modelUri, text: contentRef.current });

    const swapIn = async () => {
      const { createMonacoView } = await import('./monaco/monacoView');
      monacoLoaded = true;
      if (cancelled) return;
      const monaco = await createMonacoView({
        host: monacoHostRef.current!,
        themeScope: rootRef.current!,
        text: contentRef.current,
        modelUri,
        typesWorker,
        label: latest.current.props.label,
        describedBy: latest.current.describedByIds,
        readOnly: latest.current.props.readOnly ?? false,
        theme: latest.current.props.theme,
        fontSize: latest.current.fontSize,
        onText: handleText,
        onCommand: handleCommand,
        onTypeErrors: setTypeErrors,
        onDeclaration: setDeclaration,
      });
      if (cancelled) return monaco.dispose();
      created = monaco;
      const light = lightRef.current;
      for (let composing = light?.composition(); composing && !cancelled; composing = light?.composition()) {
        await composing;
      }
      if (cancelled || !light) return;
      // From here to the end runs in one task: no input event can reach either view in between.
      const snapshot = light.snapshot();
      monaco.adopt(snapshot);
      monacoRef.current = monaco;
      flushSync(() => setView('monaco'));
      if (snapshot.focused) monaco.focus();
    };

    const start = () =>
      swapIn().catch((error: unknown) => {
        // The light view stays and keeps working; Monaco is an enhancement.
        if (monacoRef.current !== created) created?.dispose();
        created = null;
        console.warn('MCP Tour: the full editor could not load; keeping the simple one.', error);
      });
    let cancelScheduled = () => {};
    if (loadMonaco === 'idle' && !monacoLoaded) cancelScheduled = afterPaintWhenIdle(start);
    else start();

    return () => {
      cancelled = true;
      cancelScheduled();
      created?.dispose();
      monacoRef.current = null;
      setView('light');
      setTypeErrors(null);
      setDeclaration(null);
    };
  }, [wantsMonaco, loadMonaco, handleText, handleCommand, modelUri]);

  useEffect(() => {
    if (view === 'monaco') monacoRef.current?.setMarkers(markers);
  }, [view, markers]);

  const reveal = useCallback(
    (line: number, column: number) => (monacoRef.current ?? lightRef.current)?.revealPosition(line, column),
    [],
  );
  useEffect(() => onRevealRequest(reveal), [reveal]);
  useEffect(() => {
    if (view === 'monaco') monacoRef.current?.setHighlights(highlightLines);
  }, [view, highlightLines]);
  useEffect(() => {
    if (view === 'monaco') monacoRef.current?.setTheme(theme);
  }, [view, theme]);
  useEffect(() => {
    if (view === 'monaco') monacoRef.current?.configure({ label, describedBy: describedByIds, readOnly });
  }, [view, label, describedByIds, readOnly]);
  useEffect(() => {
    if (view === 'monaco') monacoRef.current?.setFontSize(fontSize);
  }, [view, fontSize]);

  const surfaceStyle = {
    // A variable, so a page that gives the editor a pane of its own can fill it instead (workbench.css).
    '--code-editor-height': editorHeightCss(lineCount, lineHeight),
    '--code-editor-digits': lineNumberDigits(lineCount),
    '--code-editor-font-size': `${fontSize}px`,
    '--code-editor-line-height': `${lineHeight}px`,
    '--code-editor-padding-y': `${VERTICAL_PADDING_PX}px`,
    '--code-editor-text-inset': `${TEXT_INSET_PX}px`,
    '--code-editor-tab-size': TAB_SIZE,
  } as CSSProperties;

  return (
    <div ref={rootRef} className="code-editor" data-editor={view} data-theme={theme}>
      {declaration !== null && (
        <div className="code-editor__declaration">
          <button type="button" className="code-editor__bar-button" onClick={() => monacoRef.current?.backToCode()}>
            <BackIcon />
            Back to your code
          </button>
          <span className="code-editor__declaration-file" title={declaration}>
            Reading <code>{declaration}</code> (read-only)
          </span>
        </div>
      )}
      <div className="code-editor__surface" style={surfaceStyle}>
        {view === 'light' && (
          <LightEditor
            ref={lightRef}
            initialText={contentRef.current}
            label={label}
            readOnly={readOnly}
            markers={markers}
            highlightLines={highlightLines}
            lineHeight={lineHeight}
            describedBy={describedByIds}
            onText={handleText}
            onCommand={handleCommand}
            onFocus={loadMonaco === 'on-focus' ? () => setFocusedOnce(true) : undefined}
          />
        )}
        {/* Laid out (Monaco measures it) but invisible and unfocusable until the swap. */}
        <div
          ref={monacoHostRef}
          className="code-editor__monaco"
          data-shown={view === 'monaco'}
          inert={view !== 'monaco'}
        />
      </div>
      {editorBar && (
        <EditorBar
          typeErrors={view === 'monaco' ? typeErrors : null}
          onNextTypeError={() => monacoRef.current?.revealNextTypeError()}
          status={status}
          fontSize={fontSize}
          onFontSize={stepFontSize}
          saveDoes={props.saveDoes ?? 'Save'}
          fullEditor={!touchFirst}
        />
      )}
      {markers.length > 0 && (
        <ul id={messagesId} className="code-editor__messages">
          {markers.map((marker, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the markers are replaced as a whole and two may have the same text
            <li key={index} data-severity={marker.severity}>
              <button
                type="button"
                className="code-editor__position"
                onClick={() => reveal(marker.line, marker.column)}
                title="Put the cursor there"
              >
                Line {marker.line}:{marker.column}
              </button>{' '}
              {marker.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
