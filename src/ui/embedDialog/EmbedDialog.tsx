import { useEffect, useId, useRef, useState } from 'react';
import { iframeSnippet, scriptSnippet, strictIframeSnippet, type EmbedSubject } from './embedSnippets';
import { useSnippetProblems } from './useSnippetProblems';
import { ModalDialogHeader } from '../shell/ModalDialogHeader';
import { useModalDialog } from '../shell/useModalDialog';
import '../shell/modalDialog.css';
import './embedDialog.css';

// A modal <dialog>: the browser keeps focus inside it and makes the page behind inert, Escape
// closes it, and the caller puts focus back on the Embed button (onClose runs after the dialog
// has closed, when the page can take focus again).

export function EmbedDialog({ subject, onClose }: { subject: EmbedSubject; onClose(): void }) {
  // showModal() would focus the first control (Close); the first Copy is what the author came for.
  const dialog = useModalDialog('[data-initial-focus]');
  const titleId = useId();
  const siteBase = new URL(import.meta.env.BASE_URL, window.location.origin).href;

  const what = subject.kind === 'lesson' ? 'this lesson' : 'this code';
  const problems = useSnippetProblems(subject.kind === 'code' ? subject.code : undefined);
  return (
    <dialog
      ref={dialog}
      className="modal-dialog embed-dialog"
      aria-labelledby={titleId}
      // Escape closes it natively; every way of closing ends here, once the page is no longer inert.
      onClose={onClose}
    >
      <ModalDialogHeader
        titleId={titleId}
        title={`Embed ${what} in a blog post`}
        onClose={() => dialog.current?.close()}
      />
      <p>Readers can edit and run the code right in your post, and open it in MCP Tour.</p>
      {problems.length > 0 && (
        <div className="embed-dialog__problems" role="alert">
          <p>Readers will not be able to run this code as it is:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <Snippet
        label="With embed.js"
        hint="Include the script once per page. It loads each embed as the reader scrolls near it, sizes it to its content, and leaves your markup as it is for readers without JavaScript."
        text={scriptSnippet(siteBase, subject)}
        initialFocus
      />
      <Snippet
        label="As an iframe"
        hint="Works wherever HTML is allowed, with no script on your page."
        text={iframeSnippet(siteBase, subject)}
      />
      <Snippet
        label="For a strict Content-Security-Policy"
        hint={`The iframe without a style attribute (a policy without 'unsafe-inline' blocks those). Allow frame-src ${new URL(siteBase).origin}, and script-src ${siteBase}embed.js to use embed.js.`}
        text={strictIframeSnippet(siteBase, subject)}
      />
      <p className="embed-dialog__options">
        Options, as <code>data-*</code> attributes on the element or query parameters of the iframe address:{' '}
        <code>theme</code> (inherit, light, dark, auto), <code>background</code> (transparent), <code>panels</code> (for
        example <code>console,checks,messages</code>), <code>height</code> (pixels), <code>max-lines</code>,{' '}
        <code>wrap</code>, <code>highlight</code> (for example <code>12-18</code>), <code>autorun</code>,{' '}
        <code>readonly</code>. In Markdown, start a <code>ts</code> fence with the line <code>{'// mcp-tour'}</code>.
      </p>
    </dialog>
  );
}

type CopyState = 'idle' | 'copied' | 'manual';

function Snippet({
  label,
  hint,
  text,
  initialFocus,
}: {
  label: string;
  hint: string;
  text: string;
  initialFocus?: boolean;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = async () => {
    clearTimeout(reset.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      reset.current = setTimeout(() => setState('idle'), 4000);
    } catch {
      // The clipboard refused: leave the text selected to copy by hand.
      field.current?.focus();
      field.current?.select();
      setState('manual');
    }
  };

  return (
    <div className="embed-dialog__snippet">
      <div className="embed-dialog__snippet-header">
        <label htmlFor={id}>{label}</label>
        <span className="embed-dialog__status" role="status">
          {state === 'copied' ? 'Copied' : state === 'manual' ? 'Press Ctrl+C (⌘C) to copy' : ''}
        </span>
        <button
          type="button"
          className="button button--small"
          onClick={copy}
          data-initial-focus={initialFocus || undefined}
        >
          Copy
        </button>
      </div>
      <textarea
        id={id}
        ref={field}
        className="embed-dialog__code"
        readOnly
        value={text}
        rows={snippetRows(text)}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="embed-dialog__hint">
        {hint}
      </p>
    </div>
  );
}

/** Rows enough for the snippet as the field wraps it (about 72 characters a row), 3 to 8. */
function snippetRows(text: string): number {
  const rows = text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 72)), 0);
  return Math.min(8, Math.max(3, rows));
}
