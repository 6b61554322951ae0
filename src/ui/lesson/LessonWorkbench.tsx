import { type CSSProperties, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useFocusableOverflow } from '../hooks/useFocusableOverflow';
import type { LoadedLesson } from '../../lessons/catalog';
import { evaluateChecks, pendingResults } from '../../lessons/checks';
import type { LessonSummary } from '../../lessons/types';
import { EmbedButton } from '../embedDialog/EmbedButton';
import { ResetIcon, SolveIcon } from '../icons';
import { pageRunner } from '../run/pageRunner';
import { useWorkbench } from '../run/useWorkbench';
import { RunViews } from '../views/RunViews';
import { ChecksPanel, checksSummary } from '../workbench/ChecksPanel';
import { EditorPanel } from '../workbench/EditorPanel';
import { lessonSavedText } from '../editor/statusText';
import { appStorage } from '../persistence/safeStorage';
import { ReplaceNotice } from '../workbench/ReplaceNotice';
import { RunControls } from '../workbench/RunControls';
import { CompareButton } from '../learningAids/CompareButton';
import { HintButton } from '../learningAids/HintButton';
import { HintsPanel } from '../learningAids/HintsPanel';
import { useLessonHints } from '../learningAids/useLessonHints';
import { PinBarSlot } from '../learningAids/runCompare/PinBarSlot';
import { FullScreenButton, useFullScreenEditor } from '../workbench/FullScreenEditor';
import { Splitter } from '../workbench/Splitter';
import { usePaneSize } from '../workbench/usePaneSize';
import { SuccessBanner } from './SuccessBanner';
import { useLessonCode } from './useLessonCode';

/** The editor's share of the workbench's height on a wide screen, in percent. */
const EDITOR_SIZE = { initial: 42, min: 15, max: 85 };

interface LessonWorkbenchProps {
  lesson: LoadedLesson;
  next?: LessonSummary;
  onComplete(): void;
  /** Run has become usable (once per workbench). */
  onRunReady?(): void;
}

export function LessonWorkbench({ lesson, next, onComplete, onRunReady }: LessonWorkbenchProps) {
  const { content, checks } = lesson;
  const lessonCode = useLessonCode(content);
  const { codeDocument } = lessonCode;
  const hints = useLessonHints(content.slug, content.hints);
  const hintsId = useId();
  const { session, ready, runCode, markers, controls } = useWorkbench(pageRunner(), codeDocument, content.timeLimitMs);
  const { record, running } = session;

  // Checks read the finished run's record: pending before the first run and while a run is going.
  const results = useMemo(() => (record ? evaluateChecks(checks, record) : pendingResults(checks)), [checks, record]);
  const complete =
    record !== undefined &&
    (results.length > 0 ? results.every((result) => result.status === 'pass') : record.status === 'ok');

  useEffect(() => {
    if (complete) onComplete();
  }, [complete, onComplete]);
  useEffect(() => {
    if (ready) onRunReady?.();
  }, [ready, onRunReady]);
  // Wide screens: the editor's share of the height under the run bar; the results take the rest.
  const editorSize = usePaneSize('lesson-editor', EDITOR_SIZE.initial, EDITOR_SIZE.min, EDITOR_SIZE.max);
  const [full, setFull] = useFullScreenEditor();
  const editorPaneId = useId();
  // The Checks list and the open view scroll inside their boxes when the results pane is short.
  const resultsRef = useRef<HTMLDivElement>(null);
  useFocusableOverflow(resultsRef, '.checks, .view-tabs__area', `${session.events.length} ${running}`);

  const { saveNow } = lessonCode;
  const save = useCallback(() => {
    saveNow();
    return lessonSavedText(appStorage.persistent);
  }, [saveNow]);

  return (
    <div
      className={`workbench workbench--split${full ? ' workbench--full' : ''}`}
      style={{ '--editor-size': `${editorSize.value}%` } as CSSProperties}
    >
      <div className="workbench__toolbar">
        <RunControls
          {...controls}
          tally={record && results.length > 0 ? `checks: ${checksSummary(results)}` : undefined}
        />
        <span className="workbench__spacer" />
        {hints && <HintButton hints={hints} controls={hintsId} />}
        {content.solution !== undefined && (
          <CompareButton code={() => codeDocument.get().text} solution={content.solution} />
        )}
        {lessonCode.solve && (
          <button
            type="button"
            className="button"
            onClick={lessonCode.solve}
            title="Replace your code with the finished solution"
          >
            <SolveIcon />
            <span className="label-wide-only">Solve</span>
          </button>
        )}
        <button type="button" className="button" onClick={lessonCode.reset} title="Go back to the starter code">
          <ResetIcon />
          <span className="label-wide-only">Reset</span>
        </button>
        <EmbedButton
          subject={() => ({
            kind: 'lesson',
            slug: content.slug,
            title: content.title,
            starter: content.starter,
            task: content.taskHtml !== undefined,
          })}
        />
        <FullScreenButton full={full} onChange={setFull} />
      </div>

      {hints && <HintsPanel hints={hints} id={hintsId} />}

      {lessonCode.replacement && (
        <ReplaceNotice
          message={lessonCode.replacement.message}
          onUndo={lessonCode.undo}
          onDismiss={lessonCode.dismissReplacement}
        />
      )}

      <div className="workbench__split">
        <div className="workbench__editor" id={editorPaneId}>
          <EditorPanel
            codeDocument={codeDocument}
            markers={markers}
            onRun={runCode}
            onSave={save}
            saveDoes="Save your code in this browser"
            running={running}
            label={`Code for lesson ${content.number}: ${content.title}`}
            loadMonaco={ready ? 'idle' : 'never'}
            documentId={`lesson-${content.slug}`}
            fill
          />
        </div>
        <Splitter
          label="Resize the code and the results"
          orientation="horizontal"
          size={editorSize}
          min={EDITOR_SIZE.min}
          max={EDITOR_SIZE.max}
          controls={editorPaneId}
        />
        {/* Checks, Console and the chosen view side by side and stacked so that all three show at once. */}
        <div className="workbench__results" ref={resultsRef}>
          <ChecksPanel
            results={results}
            running={running}
            done={complete ? <SuccessBanner next={next} /> : undefined}
          />
          <RunViews
            events={session.events}
            running={running}
            record={record}
            before={<PinBarSlot record={record} running={running} timeLimitMs={session.timeLimitMs} />}
          />
        </div>
      </div>
    </div>
  );
}
