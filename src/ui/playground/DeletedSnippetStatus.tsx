import { retryableImport } from '../../platform/retryableImport';
import { onDemand } from '../lazy/onDemand';
import type { Snippet } from '../persistence/snippets';

// The note loads when a snippet is first deleted, not with the page.
const DeletedSnippetNote = onDemand(
  retryableImport(
    () => import('./DeletedSnippetNote'),
    (module) => module.DeletedSnippetNote,
  ),
);

interface DeletedSnippetStatusProps {
  /** The snippet deleted last, until it is brought back or the note is dismissed. */
  deleted: Snippet | undefined;
  onUndo(snippet: Snippet): void;
  onDismiss(): void;
}

/**
 * "Deleted X — Undo" after a snippet is deleted, in place of a confirmation: nothing is asked, and
 * nothing is lost. It stays until the learner dismisses it (no time limit to race). The live region
 * is always there, so that the note is announced when it fills it.
 */
export function DeletedSnippetStatus({ deleted, onUndo, onDismiss }: DeletedSnippetStatusProps) {
  return (
    <div className="snippet-status" role="status">
      {deleted && (
        <DeletedSnippetNote
          key={deleted.id}
          failure="The snippet is deleted, but its Undo could not be loaded (is the connection down?)."
          deleted={deleted}
          onUndo={onUndo}
          onDismiss={onDismiss}
        />
      )}
    </div>
  );
}
