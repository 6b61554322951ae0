import { retryableImport } from '../../platform/retryableImport';
import { useId, useRef, useState } from 'react';
import { onDemand } from '../lazy/onDemand';
import { snippetTitle, type Snippet } from '../persistence/snippets';
// The starting points are whole programs: loaded when New is pressed, not with the page.
const NewSnippetDialog = onDemand(
  retryableImport(
    () => import('./NewSnippetDialog'),
    (module) => module.NewSnippetDialog,
  ),
);

interface RecentSnippetsProps {
  snippets: readonly Snippet[];
  currentId: string;
  /** The current snippet is not in the list yet (a fresh default example). */
  currentUnsaved: boolean;
  currentCode: string;
  onChoose(id: string): void;
  /** Starts a new snippet with this code. */
  onNew(code: string): void;
}

/** The playground's recent snippets, kept in this browser: pick one to go back to it, or start anew. */
export function RecentSnippets({
  snippets,
  currentId,
  currentUnsaved,
  currentCode,
  onChoose,
  onNew,
}: RecentSnippetsProps) {
  const id = useId();
  const now = Date.now();
  const [choosing, setChoosing] = useState(false);
  // Each press mounts the dialog afresh: after a failed download, pressing again fetches again.
  const [presses, setPresses] = useState(0);
  const newButton = useRef<HTMLButtonElement>(null);
  return (
    <span className="recent-snippets on-demand-anchor">
      <label htmlFor={id} className="visually-hidden">
        Recent snippets
      </label>
      <select
        id={id}
        className="recent-snippets__select"
        value={currentId}
        onChange={(event) => onChoose(event.target.value)}
      >
        {currentUnsaved ? (
          <option value={currentId}>New snippet (saved once edited)</option>
        ) : (
          // Edited a moment ago and about to be saved: named already.
          !snippets.some((snippet) => snippet.id === currentId) && (
            <option value={currentId}>{snippetTitle(currentCode)} · edited just now</option>
          )
        )}
        {snippets.map((snippet) => (
          <option key={snippet.id} value={snippet.id}>
            {snippetTitle(snippet.code)} · {snippet.fromLink ? 'opened from a link' : 'edited'}{' '}
            {ago(now - snippet.updatedAt)}
          </option>
        ))}
      </select>
      <button
        ref={newButton}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => {
          setChoosing(true);
          setPresses((n) => n + 1);
        }}
        title="Start a new snippet from an example: SDK 1.x or SDK v2 (your snippets stay in the list)"
      >
        New
      </button>
      {choosing && (
        <NewSnippetDialog
          key={presses}
          failure="The New snippet dialog could not be loaded (is the connection down?). Press New to try again."
          onChoose={(point) => onNew(point.code)}
          onClose={() => {
            setChoosing(false);
            newButton.current?.focus();
          }}
        />
      )}
    </span>
  );
}

function ago(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
