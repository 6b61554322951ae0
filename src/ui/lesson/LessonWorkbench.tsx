import { useCallback, useEffect, useId, useMemo, useState } from 'react';
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
  const { latest } = lessonCode;
  const hints = useLessonHints(content.slug, content.hints);
  const hintsId = useId();
  const { session, ready, runCode, markers, controls } = useWorkbench(
    pageRunner(),
    () => ({ code: latest.current }),
    content.timeLimitMs,
  );
  const { record, running } = session;

  // Checks read the finished run's record: pending before the first run and while a run is going.
  const results = useMemo(() => (record ? evaluateChecks(checks, record) : pendingResults(checks)), [checks, record]);
  const complete =
    record !== undefined &&
    (results.length > 0 ? results.every((result) => result.status === 'pass') : record.status === 'ok');

  useEffect(() => {
    if (complete) onComplete();
  }, [complete, onComplete]);
  // Dismissed for this success only: the next run that passes shows it again.
  const [bannerDismissed, setBannerDismissed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new run record is the trigger that shows the banner again
  useEffect(() => setBannerDismissed(false), [record]);

  const { saveNow } = lessonCode;
  const save = useCallback(() => {
    saveNow();
    return lessonSavedText(appStorage.persistent);
  }, [saveNow]);

  return (
    <div className="workbench">
      <div className="workbench__toolbar">
        <RunControls
          {...controls}
          tally={record && results.length > 0 ? `checks: ${checksSummary(results)}` : undefined}
        />
        <span className="workbench__spacer" />
        {hints && <HintButton hints={hints} controls={hintsId} />}
        {content.solution !== undefined && <CompareButton code={() => latest.current} solution={content.solution} />}
        {lessonCode.solve && (
          <button
            type="button"
            className="button"
            onClick={lessonCode.solve}
            title="Replace your code with the finished solution"
          >
            <SolveIcon />
            Solve
          </button>
        )}
        <button type="button" className="button" onClick={lessonCode.reset} title="Go back to the starter code">
          <ResetIcon />
          {/* Icon only on a phone, so Run, Hint, Compare, Solve, Reset and Embed keep one line. */}
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
      </div>

      {hints && <HintsPanel hints={hints} id={hintsId} />}

      {lessonCode.replacement && (
        <ReplaceNotice
          message={lessonCode.replacement.message}
          onUndo={lessonCode.undo}
          onDismiss={lessonCode.dismissReplacement}
        />
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
        loadMonaco={ready ? 'idle' : 'never'}
        documentId={`lesson-${content.slug}`}
      />
      <ChecksPanel results={results} running={running} />
      <RunViews events={session.events} running={running} record={record} />
      {/* Last in the workbench and stuck to the pane's bottom edge: it appears without moving the code. */}
      {complete && !bannerDismissed && <SuccessBanner next={next} onDismiss={() => setBannerDismissed(true)} />}
    </div>
  );
}
