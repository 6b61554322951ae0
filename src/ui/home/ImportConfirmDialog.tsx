import { useId } from 'react';
import type { LessonSummary } from '../../lessons/types';
import { count } from '../persistence/progressFile';
import type { ImportPlan, ImportPolicy } from '../persistence/progressImport';
import { snippetName } from '../persistence/snippets';
import { ModalDialogHeader } from '../shell/ModalDialogHeader';
import { useModalDialog } from '../shell/useModalDialog';
import '../shell/modalDialog.css';

interface ImportConfirmDialogProps {
  fileName: string;
  /** What "Replace" does: the file's version wins where the two differ. */
  replace: ImportPlan;
  /** What "Keep mine" does: only what this browser does not have yet is added. */
  keepMine: ImportPlan;
  lessons: readonly LessonSummary[];
  onChoose(policy: ImportPolicy): void;
  /** Closed without choosing: nothing is imported. */
  onClose(): void;
}

/**
 * Asked before an import replaces anything of the learner's: it names each lesson's code and each
 * snippet the file would replace or push out of the list, and lets the learner keep theirs.
 */
export function ImportConfirmDialog({
  fileName,
  replace,
  keepMine,
  lessons,
  onChoose,
  onClose,
}: ImportConfirmDialogProps) {
  const dialog = useModalDialog('.import-confirm__keep');
  const titleId = useId();
  const lessonName = (slug: string) => {
    const lesson = lessons.find((entry) => entry.slug === slug);
    return lesson ? `Lesson ${lesson.number}: ${lesson.title}` : slug;
  };
  const choose = (policy: ImportPolicy) => {
    onChoose(policy);
    dialog.current?.close();
  };
  const adds = [
    keepMine.newlyDone.length > 0 && count(keepMine.newlyDone.length, 'lesson marked done', 'lessons marked done'),
    keepMine.codeAdded.length > 0 && `code of ${count(keepMine.codeAdded.length, 'lesson', 'lessons')}`,
    keepMine.snippetsAdded.length > 0 && count(keepMine.snippetsAdded.length, 'snippet', 'snippets'),
  ].filter(Boolean);

  return (
    <dialog
      ref={dialog}
      className="modal-dialog import-confirm"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-about`}
      onClose={onClose}
    >
      <ModalDialogHeader
        titleId={titleId}
        title="Replace your work with the file’s?"
        onClose={() => dialog.current?.close()}
      />
      <p id={`${titleId}-about`}>
        “{fileName}” has other versions of work you have in this browser. <strong>Replace</strong> puts the file’s
        versions in place of these:
      </p>
      <ul className="import-confirm__list">
        {replace.codeReplaced.map((slug) => (
          <li key={slug}>Your code of {lessonName(slug)}</li>
        ))}
        {replace.snippetsReplaced.map((snippet) => (
          <li key={snippet.id}>Your playground snippet “{snippetName(snippet)}”</li>
        ))}
        {replace.snippetsDropped.map((snippet) => (
          <li key={snippet.id}>
            Your playground snippet “{snippetName(snippet)}” leaves the recent list (it keeps the newest eight)
          </li>
        ))}
      </ul>
      <p>
        <strong>Keep mine</strong> leaves all of these as they are
        {adds.length > 0 ? ` and adds only what is new: ${adds.join(', ')}.` : '; the file has nothing else to add.'}{' '}
        Lessons you finished stay finished either way.
      </p>
      <div className="import-confirm__actions">
        <button type="button" className="button" onClick={() => choose('replace')}>
          Replace
        </button>
        <button
          type="button"
          className="button button--primary import-confirm__keep"
          onClick={() => choose('keep-mine')}
        >
          Keep mine
        </button>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
