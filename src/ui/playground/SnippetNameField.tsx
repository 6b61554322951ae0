import { useId, useRef, useState } from 'react';
import { MAX_SNIPPET_NAME, snippetNameProblem } from '../persistence/snippets';
import './snippetName.css';

interface SnippetNameFieldProps {
  /** The name it starts with (selected, so typing replaces it). */
  initial: string;
  onRename(name: string): void;
  onCancel(): void;
}

/**
 * Renaming a snippet in place of the list: Enter keeps the name, Escape (or leaving the field
 * untouched) keeps the old one. An empty name is refused with a message, and the field stays.
 */
export function SnippetNameField({ initial, onRename, onCancel }: SnippetNameFieldProps) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const messageId = useId();
  const done = useRef(false);

  const finish = (action: () => void) => {
    if (done.current) return;
    done.current = true;
    action();
  };
  const commit = () => {
    const refused = snippetNameProblem(name);
    if (refused) {
      setProblem(`${refused} Type one, or press Esc to keep “${initial}”.`);
      return;
    }
    finish(() => (name.trim() === initial ? onCancel() : onRename(name.trim())));
  };

  return (
    <span className="snippet-name">
      <input
        className="snippet-name__field"
        aria-label="Snippet name"
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? messageId : undefined}
        maxLength={MAX_SNIPPET_NAME}
        value={name}
        // biome-ignore lint/a11y/noAutofocus: the field replaces the list the learner was using, on their request
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            // The full-screen editor also leaves on an Escape nobody used: this one is the field's.
            event.preventDefault();
            finish(onCancel);
          }
        }}
        // Leaving the field keeps a good name, and gives up a refused one.
        onBlur={() => (snippetNameProblem(name) ? finish(onCancel) : commit())}
      />
      {problem && (
        <span id={messageId} className="snippet-name__problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
