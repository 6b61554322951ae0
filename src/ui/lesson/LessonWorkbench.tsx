import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LoadedLesson } from '../../lessons/catalog';
import { evaluateChecks, pendingResults } from '../../lessons/checks';
import type { LessonSummary } from '../../lessons/types';
import { EmbedButton } from '../embed/EmbedButton';
import { ResetIcon, SolveIcon } from '../icons';
import { useRunShortcut } from '../hooks/useRunShortcut';
import { pageRunner } from '../run/pageRunner';
import { useRunSession } from '../run/useRunSession';
import { RunViews } from '../views/RunViews';
import { ChecksPanel } from '../workbench/ChecksPanel';
import { EditorPanel } from '../workbench/EditorPanel';
import { lessonSavedText } from '../editor/statusText';
import { appStorage } from '../persistence/safeStorage';
import { errorMarkers } from '../workbench/errorMarkers';
import { ReplaceNotice } from '../workbench/ReplaceNotice';
import { RunControls } from '../workbench/RunControls';
import { SuccessBanner } from './SuccessBanner';
import { useLessonCode } from './useLessonCode';

interface LessonWorkbenchProps {
  lesson: LoadedLesson;
  next?: LessonSummary;
  onComplete(): void;
}

export function LessonWorkbench({ lesson, next, onComplete }: LessonWorkbenchProps) {
  const { content, checks } = lesson;
  const lessonCode = useLessonCode(content);
  const session = useRunSession(pageRunner(), content.timeLimitMs);
  const { record, running } = session;

  // Checks read the finished run's record: pending before the first run and while a run is going.
  const results = useMemo(() => (record ? evaluateChecks(checks, record) : pendingResults(checks)), [checks, record]);
  const complete = record !== undefined && (results.length > 0 ? results.every((result) => result.status === 'pass') : record.status === 'ok');
  const markers = useMemo(() => errorMarkers(record), [record]);

  useEffect(() => {
    if (complete) onComplete();
  }, [complete, onComplete]);
  // Dismissed for this success only: the next run that passes shows it again.
  const [bannerDismissed, setBannerDismissed] = useState(false);
  useEffect(() => setBannerDismissed(false), [record]);

  const { run } = session;
  const { latest } = lessonCode;
  const runCode = useCallback(() => void run(latest.current), [run, latest]);
  const { saveNow } = lessonCode;
  const save = useCallback(() => {
    saveNow();
    return lessonSavedText(appStorage.persistent);
  }, [saveNow]);
  useRunShortcut(() => session.ready && runCode());

  return (
    <div className="workbench">
      <div className="workbench__toolbar">
        <RunControls
          ready={session.ready}
          running={running}
          record={record}
          timeLimitMs={session.timeLimitMs}
          onRun={runCode}
          onStop={session.stop}
        />
        <span className="workbench__spacer" />
        {lessonCode.solve && (
          <button type="button" className="button" onClick={lessonCode.solve} title="Replace your code with the finished solution">
            <SolveIcon />
            Solve
          </button>
        )}
        <button type="button" className="button" onClick={lessonCode.reset} title="Go back to the starter code">
          <ResetIcon />
          Reset
        </button>
        <EmbedButton subject={() => ({ kind: 'lesson', slug: content.slug, title: content.title, starter: content.starter, task: content.taskHtml !== undefined })} />
      </div>

      {lessonCode.replacement && (
        <ReplaceNotice message={lessonCode.replacement.message} onUndo={lessonCode.undo} onDismiss={lessonCode.dismissReplacement} />
      )}

      <EditorPanel
        value={lessonCode.code}
        onChange={lessonCode.edit}
        markers={markers}
        onRun={runCode}
        onSave={save}
        saveDoes="Save your code in this browser"
        running={running}
        label={`Code for lesson ${content.number}: ${content.title}`}
        loadMonaco={session.ready ? 'idle' : 'never'}
      />
      <ChecksPanel results={results} running={running} />
      <RunViews events={session.events} running={running} record={record} />
      {/* Last in the workbench and stuck to the pane's bottom edge: it appears without moving the code. */}
      {complete && !bannerDismissed && <SuccessBanner next={next} onDismiss={() => setBannerDismissed(true)} />}
    </div>
  );
}
