import { useEffect, useRef } from 'react';
import { CloseIcon } from '../icons';
import { snippetName, type Snippet } from '../persistence/snippets';
import './deletedSnippetNote.css';

interface DeletedSnippetNoteProps {
  deleted: Snippet;
  onUndo(snippet: Snippet): void;
  onDismiss(): void;
}

/** "Deleted X. Undo": focus moves to Undo, the likely next step. */
export function DeletedSnippetNote({ deleted, onUndo, onDismiss }: DeletedSnippetNoteProps) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  return (
    <>
      <span className="snippet-status__text">Deleted “{snippetName(deleted)}”.</span>
      <button ref={undo} type="button" className="button button--small" onClick={() => onUndo(deleted)}>
        Undo
      </button>
      <button type="button" className="icon-button" aria-label="Dismiss" title="Dismiss" onClick={onDismiss}>
        <CloseIcon />
      </button>
    </>
  );
}
