import { useEffect, useId, useRef, useState } from 'react';
import {
  fenceSnippet,
  iframeSnippet,
  previewUrl,
  scriptSnippet,
  type EmbedSubject,
  type ScriptLink,
  type SnippetOptions,
} from './embedSnippets';
import { useSnippetProblems } from './useSnippetProblems';
import { ModalDialogHeader } from '../shell/ModalDialogHeader';
import { useModalDialog } from '../shell/useModalDialog';
import '../shell/modalDialog.css';
import './embedDialog.css';

// A modal <dialog>: the browser keeps focus inside it and makes the page behind inert, Escape
// closes it, and the caller puts focus back on the Embed button (onClose runs after the dialog
// has closed, when the page can take focus again).

/** The pinned embed.js and its integrity hash, written in by the build (embedScriptPlugin.ts). */
declare const __MCP_TOUR_EMBED_SCRIPT__: ScriptLink;

export function EmbedDialog({ subject, onClose }: { subject: EmbedSubject; onClose(): void }) {
  // showModal() would focus the first control (Close); the first Copy is what the author came for.
  const dialog = useModalDialog('[data-initial-focus]');
  const titleId = useId();
  const siteBase = new URL(import.meta.env.BASE_URL, window.location.origin).href;
  const [options, setOptions] = useState<SnippetOptions>({});
  const toggle = (name: keyof SnippetOptions, value: string) => (on: boolean) =>
    setOptions((current) => ({ ...current, [name]: on ? value : undefined }));

  const what = subject.kind === 'lesson' ? 'this lesson' : 'this code';
  const problems = useSnippetProblems(subject.kind === 'code' ? subject.code : undefined);
  const script = __MCP_TOUR_EMBED_SCRIPT__;
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
      <fieldset className="embed-dialog__toggles">
        <legend>Options</legend>
        <Toggle
          label="Load on click"
          hint="Recommended for posts with several embeds: nothing loads until the reader presses Run."
          checked={options.load === 'click'}
          onChange={toggle('load', 'click')}
        />
        <Toggle label="Run as the reader arrives" checked={options.autorun === '1'} onChange={toggle('autorun', '1')} />
        <Toggle label="Read-only" checked={options.readonly === '1'} onChange={toggle('readonly', '1')} />
        <Toggle
          label="No type errors (plain JavaScript)"
          checked={options.typecheck === '0'}
          onChange={toggle('typecheck', '0')}
        />
        <label className="embed-dialog__theme">
          Theme{' '}
          <select
            value={options.theme ?? ''}
            onChange={(event) => setOptions((current) => ({ ...current, theme: event.target.value || undefined }))}
          >
            <option value="">The post’s own</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="auto">The reader’s system</option>
          </select>
        </label>
      </fieldset>
      <Snippet
        label="With embed.js"
        hint="The script goes in the page’s <head>, once: render-blocking, so the post is painted with each embed’s room kept and nothing moves for a reader who lands mid-post; pinned, so the integrity hash makes the browser refuse any other file. It loads each embed as the reader scrolls near it (or on click), sizes it to its content, and leaves your markup as it is for readers without JavaScript."
        text={scriptSnippet(siteBase, subject, options, script)}
        initialFocus
      />
      {subject.kind === 'code' && (
        <Snippet
          label="In Markdown"
          hint="A fence whose first line is // mcp-tour (the page must include embed.js). Readers without JavaScript, and feed readers, see the fence as written, markers included; the build-time plugin (packages/remark-mcp-tour) strips them."
          text={fenceSnippet(subject.code, options)}
        />
      )}
      <Snippet
        label="As an iframe"
        hint={`Works wherever HTML is allowed, with no script, and under a strict Content-Security-Policy (no style attribute; allow frame-src ${new URL(siteBase).origin}). With embed.js on the page too, the frame follows its content and theme CSS cannot squash it.`}
        text={iframeSnippet(siteBase, subject, options)}
      />
      <section className="embed-dialog__preview" aria-label="Preview">
        <h3>Preview</h3>
        <iframe
          key={previewUrl(siteBase, subject, options)}
          src={previewUrl(siteBase, subject, options)}
          title="Preview of the embed"
          loading="lazy"
        />
      </section>
      <p className="embed-dialog__options">
        More options, as <code>data-*</code> attributes on the element, words after <code>{'// mcp-tour'}</code> or
        query parameters of the iframe address: <code>background</code> (transparent), <code>panels</code> (for example{' '}
        <code>console,checks,messages</code>), <code>height</code> (pixels), <code>max-lines</code>, <code>wrap</code>,{' '}
        <code>highlight</code> (for example <code>12-18</code>).
      </p>
    </dialog>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <label className="embed-dialog__toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint && <span className="embed-dialog__toggle-hint"> {hint}</span>}
      </span>
    </label>
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
