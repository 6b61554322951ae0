import { useCallback, useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { evaluateChecks, pendingResults, type Check, type CheckResult } from '../../lessons/checks';
import { CodeEditor } from '../editor/CodeEditor';
import type { EditorTheme } from '../editor/types';
import { countLines } from '../editor/textEdits';
import { useRunShortcut } from '../hooks/useRunShortcut';
import { ExternalIcon } from '../icons';
import { useRunSession } from '../run/useRunSession';
import type { RunPhase } from '../views';
import { ChecksPanel } from '../workbench/ChecksPanel';
import { ConsolePanel } from '../workbench/ConsolePanel';
import { errorMarkers } from '../workbench/errorMarkers';
import { RunControls } from '../workbench/RunControls';
import { embedEditorHeightPx } from './embedEditorHeight';
import { choosePanels, type EmbedOptions } from './embedOptions';
import { TRACE_PANELS } from './embedPanels';
import { EmbedTabs, type EmbedTab } from './EmbedTabs';
import type { LazyRunner } from './lazyRunner';
import type { EmbedCode } from './useEmbedCode';

// What every embed shows: a line saying what this is with the way to the full page, Run, the code
// (highlighted at once; Monaco only once the reader sets out to edit), and the run's panels as tabs.

/** What the embed page (EmbedApp) gives every kind of embed. */
export interface EmbedPageProps {
  runner: LazyRunner;
  options: EmbedOptions;
  theme: EditorTheme;
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
}

export function EmbedWorkbench(props: EmbedWorkbenchProps) {
  const { runner, options, theme, source, editorLabel, caption, openHref, checks, timeLimitMs, actions } = props;
  const { code, latest, edit } = source;
  const session = useRunSession(runner, timeLimitMs);
  const { record, running, events, run } = session;
  const results = useMemo(() => (checks && checks.length > 0 ? (record ? evaluateChecks(checks, record) : pendingResults(checks)) : undefined), [checks, record]);
  const markers = useMemo(() => errorMarkers(record), [record]);

  const runCode = useCallback(() => void run(latest.current), [run, latest]);
  useRunShortcut(() => session.ready && runCode());
  useAutorun(options.autorun, runner, runCode);

  const phase: RunPhase = running ? 'running' : record ? 'done' : 'idle';
  const tabs = choosePanels(
    [
      { id: 'console', label: 'Console', render: () => <ConsolePanel events={events} record={record} running={running} /> },
      ...(results ? [{ id: 'checks', label: 'Checks', badge: checksBadge(results), render: () => <ChecksPanel results={results} running={running} /> }] : []),
      ...TRACE_PANELS.map(({ id, label, Component }): EmbedTab => ({ id, label, render: () => <Component events={events} phase={phase} /> })),
    ],
    options.panels,
  );

  const editorStyle = { '--embed-editor-height': `${embedEditorHeightPx(countLines(code))}px` } as CSSProperties;
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
      <div className="embed__toolbar">
        <RunControls ready={session.ready} running={running} record={record} timeLimitMs={session.timeLimitMs} onRun={runCode} onStop={session.stop} />
        <span className="embed__spacer" />
        {actions}
      </div>
      <section aria-label="Editor" className="embed__editor" style={editorStyle}>
        <CodeEditor
          value={code}
          onChange={edit}
          markers={markers}
          onRun={runCode}
          theme={theme}
          label={editorLabel}
          readOnly={options.readOnly}
          // Ten embeds on a page must not load ten editors: the full one only on the intent to edit.
          loadMonaco={options.readOnly ? 'never' : 'on-focus'}
        />
      </section>
      <EmbedTabs tabs={tabs} />
    </>
  );
}

/** Runs once, as soon as the runner is ready (it starts when the embed comes near the viewport). */
function useAutorun(enabled: boolean, runner: LazyRunner, runCode: () => void): void {
  const done = useRef(false);
  const latestRun = useRef(runCode);
  latestRun.current = runCode;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    runner.ready.then(
      () => {
        if (!live || done.current) return;
        done.current = true;
        latestRun.current();
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, runner]);
}

function checksBadge(results: readonly CheckResult[]): EmbedTab['badge'] {
  if (results.every((result) => result.status === 'pending')) return undefined;
  const passed = results.filter((result) => result.status === 'pass').length;
  return { text: `${passed}/${results.length}`, tone: passed === results.length ? 'pass' : 'fail' };
}
