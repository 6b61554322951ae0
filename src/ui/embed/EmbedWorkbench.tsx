import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { RunError } from '../../runtime/trace/events';
import { evaluateChecks, pendingResults, type Check, type CheckResult } from '../../lessons/checks';
import { CodeEditor } from '../editor/CodeEditor';
import type { EditorTheme } from '../editor/types';
import { countLines } from '../editor/textEdits';
import { ExternalIcon } from '../icons';
import { useCodeDocument } from '../document/useCodeDocument';
import { useWorkbench } from '../run/useWorkbench';
import type { RunPhase } from '../views/types';
import { ChecksPanel, checksSummary } from '../workbench/ChecksPanel';
import { ConsolePanel } from '../views/console/ConsolePanel';
import { RunControls } from '../workbench/RunControls';
import { runErrorSummary } from '../workbench/runErrorText';
import { importProblems, warnAuthor } from '../authoring/authorChecks';
import { embedEditorHeightPx, wrappedEditorMaxPx } from './embedEditorHeight';
import '../editor/keysHint.css';
import '../styles/prose.css';
import { choosePanels, type EmbedOptions } from './embedOptions';
import { TRACE_PANELS } from './embedPanels';
import { EmbedTabs, type EmbedTab } from './EmbedTabs';
import type { LazyRunner } from './lazyRunner';
import { revealInPost } from './revealInPost';
import type { EmbedCode } from './embedCode';
import { useWrappedHighlights } from './useWrappedHighlights';
import { useWrappedOverflow } from './useWrappedOverflow';

// What every embed shows: a line saying what this is with the way to the full page, the lesson's
// task (collapsed), the code (highlighted at once; Monaco only once the reader sets out to edit) in
// full up to max-lines, then Run and the run's panels as tabs right under it, so that on a phone
// the output is in view when the reader presses Run.

/** What the embed page (EmbedApp) gives every kind of embed. */
export interface EmbedPageProps {
  runner: LazyRunner;
  options: EmbedOptions;
  theme: EditorTheme;
  /** Long lines wrap (a narrow embed, or the wrap option): the simple editor, which wraps, stays. */
  wrap: boolean;
}

interface EmbedWorkbenchProps extends EmbedPageProps {
  /** The code shown, edited and run (useEmbedCode). */
  source: EmbedCode;
  editorLabel: string;
  caption: ReactNode;
  /** The full page in MCP Tour (opened in a new tab). */
  openHref: string;
  checks?: readonly Check[];
  timeLimitMs?: number;
  /** Extra buttons for the toolbar, such as Solve and Reset. */
  actions?: ReactNode;
  /** What the reader is asked to do (a lesson's "Your turn"), as HTML rendered at build time. */
  taskHtml?: string;
}

export function EmbedWorkbench(props: EmbedWorkbenchProps) {
  const {
    runner,
    options,
    theme,
    wrap,
    source,
    editorLabel,
    caption,
    openHref,
    checks,
    timeLimitMs,
    actions,
    taskHtml,
  } = props;
  const { codeDocument, showHidden } = source;
  const {
    text: code,
    runnable: { hiddenLines },
  } = useCodeDocument(codeDocument);
  const { session, ready, runCode, markers, controls } = useWorkbench(runner, codeDocument, timeLimitMs);
  const { record, running, events } = session;
  const results = useMemo(
    () =>
      checks && checks.length > 0 ? (record ? evaluateChecks(checks, record) : pendingResults(checks)) : undefined,
    [checks, record],
  );
  const hintId = useId();

  useAuthorWarnings(codeDocument, record?.error);

  const lineCount = countLines(code);
  // What "Show all N lines" counts: a last newline ends a line, it does not start one.
  const codeLines = countLines(code.replace(/\n$/, ''));
  const [showAll, setShowAll] = useState(false);
  const editor = useRef<HTMLElement>(null);
  // Held at max-lines rows: unwrapped, counted; wrapped, measured (a line takes the rows it wraps to).
  const holds = !options.height && !showAll;
  const wrappedOverflow = useWrappedOverflow(editor, wrappedEditorMaxPx(options.maxLines), wrap && holds);
  const capped = holds && (wrap ? wrappedOverflow : codeLines > options.maxLines);
  useWrappedHighlights(editor, options.highlight, wrap, code);
  const output = useRef<HTMLDivElement>(null);
  // Run sits under the code with the output right below it; a run brings the output into view (in a
  // post, embed.js does the scrolling, and only for a run the reader asked for: revealInPost.ts).
  const runAndShow = useCallback(() => {
    runCode();
    revealInPost(output.current);
  }, [runCode]);
  useAutorun(options.autorun && ready, runAndShow);
  const phase: RunPhase = running ? 'running' : record ? 'done' : 'idle';
  const tabs = choosePanels(
    [
      {
        id: 'console',
        label: 'Console',
        render: () => <ConsolePanel events={events} record={record} running={running} />,
      },
      ...(results
        ? [
            {
              id: 'checks',
              label: 'Checks',
              badge: checksBadge(results),
              render: () => <ChecksPanel results={results} running={running} />,
            },
          ]
        : []),
      ...TRACE_PANELS.map(
        ({ id, label, Component }): EmbedTab => ({
          id,
          label,
          render: () => <Component events={events} phase={phase} />,
        }),
      ),
    ],
    options.panels,
  );

  const editorStyle = {
    '--embed-editor-height': `${embedEditorHeightPx(Math.min(lineCount, capped ? options.maxLines : lineCount))}px`,
    '--embed-editor-max': `${wrappedEditorMaxPx(options.maxLines)}px`,
  } as CSSProperties;
  return (
    <>
      <header className="embed__header">
        <span className="embed__caption">{caption}</span>
        <a className="embed__open" href={openHref} target="_blank" rel="noopener">
          Open in MCP Tour
          <ExternalIcon />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      {taskHtml && (
        <details className="embed__task">
          <summary>Your task</summary>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: lesson prose rendered by marked at build time from this repository's Markdown */}
          <div className="embed__task-text prose" dangerouslySetInnerHTML={{ __html: taskHtml }} />
        </details>
      )}
      {hiddenLines > 0 && (
        <div className="embed__row">
          <button
            type="button"
            className="embed__row-button"
            onClick={showHidden}
            title="Show the lines the author folded away (they run either way)"
          >
            Show {hiddenLines} hidden line{hiddenLines === 1 ? '' : 's'}
          </button>
        </div>
      )}
      <section
        ref={editor}
        aria-label="Editor"
        className={capped ? 'embed__editor embed__editor--capped' : 'embed__editor'}
        style={editorStyle}
      >
        <CodeEditor
          codeDocument={codeDocument}
          markers={markers}
          onRun={runAndShow}
          theme={theme}
          label={editorLabel}
          readOnly={options.readOnly}
          typeCheck={options.typeCheck}
          // The editor's tint sits on line-height rows; wrapped lines get theirs from useWrappedHighlights.
          highlightLines={wrap ? undefined : options.highlight}
          describedBy={hintId}
          // Ten embeds on a page must not load ten editors: the full one only on the intent to edit.
          // Wrapped lines keep the simple editor (Monaco's lines would not match its layout).
          loadMonaco={options.readOnly || wrap ? 'never' : 'on-focus'}
        />
        {/* Shown while the code has focus, over the editor's corner: it takes no room, so nothing moves. */}
        <p id={hintId} className="editor-keys-hint embed__keys-hint">
          {options.readOnly ? 'Read-only. ' : 'Tab indents. '}Press Esc, then Tab, to leave the code · Ctrl+Enter runs
        </p>
      </section>
      {capped && (
        <div className="embed__row">
          <button type="button" className="embed__row-button" onClick={() => setShowAll(true)} aria-expanded="false">
            Show all {codeLines} lines
          </button>
        </div>
      )}
      <div className="embed__toolbar">
        <RunControls
          {...controls}
          onRun={runAndShow}
          tally={record && results ? `checks: ${checksSummary(results)}` : undefined}
        />
        <span className="embed__spacer" />
        {actions}
      </div>
      <div ref={output} className="embed__output">
        <EmbedTabs tabs={tabs} stable={!options.height} />
      </div>
    </>
  );
}

/** Runs once, as soon as Run can be pressed (the runner starts when the embed comes near the viewport). */
function useAutorun(ready: boolean, runCode: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    runCode();
  }, [ready, runCode]);
}

/**
 * The author's mistakes, told to the post's console (embed.js prints them): imports MCP Tour cannot
 * provide, at once; code that does not parse, when a run says so.
 */
function useAuthorWarnings(codeDocument: EmbedCode['codeDocument'], error: RunError | undefined): void {
  // The author's code, before the reader changes it.
  useEffect(() => {
    for (const problem of importProblems(codeDocument.get().runnable.code)) warnAuthor(problem);
  }, [codeDocument]);
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !error || (error.kind !== 'syntax' && error.kind !== 'import')) return;
    told.current = true;
    const where =
      error.line === undefined
        ? ''
        : ` (line ${error.line}${error.column === undefined ? '' : `:${error.column}`} of the code that runs)`;
    warnAuthor(`the embedded code does not run: ${runErrorSummary(error)}${where}`);
  }, [error]);
}

function checksBadge(results: readonly CheckResult[]): EmbedTab['badge'] {
  if (results.every((result) => result.status === 'pending')) return undefined;
  const passed = results.filter((result) => result.status === 'pass').length;
  return {
    text: `${passed}/${results.length}`,
    tone: passed === results.length ? 'pass' : 'fail',
    label: `${passed} of ${results.length} checks passed`,
  };
}
