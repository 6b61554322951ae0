import { useEffect, useRef } from 'react';
import { CloseIcon } from '../icons';
import { snippetName, type Snippet } from '../persistence/snippets';

interface DeletedSnippetStatusProps {
  /** The snippet deleted last, until it is brought back or the status is dismissed. */
  deleted: Snippet | undefined;
  onUndo(snippet: Snippet): void;
  onDismiss(): void;
}

/**
 * "Deleted X — Undo" after a snippet is deleted, in place of a confirmation: nothing is asked, and
 * nothing is lost. It stays until the learner dismisses it (no time limit to race). Focus moves to
 * Undo, the likely next step; the live region says what happened.
 */
export function DeletedSnippetStatus({ deleted, onUndo, onDismiss }: DeletedSnippetStatusProps) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (deleted) undo.current?.focus();
  }, [deleted]);
  return (
    <div className="snippet-status" role="status">
      {deleted && (
        <>
          <span className="snippet-status__text">Deleted “{snippetName(deleted)}”.</span>
          <button ref={undo} type="button" className="button button--small" onClick={() => onUndo(deleted)}>
            Undo
          </button>
          <button type="button" className="icon-button" aria-label="Dismiss" title="Dismiss" onClick={onDismiss}>
            <CloseIcon />
          </button>
        </>
      )}
    </div>
  );
}
