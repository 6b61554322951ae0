import { retryableImport } from '../../platform/retryableImport';
import { useRef, useState } from 'react';
import { Icon } from '../icons';
import { onDemand } from '../lazy/onDemand';
import type { EmbedSubject } from './embedSnippets';

// The dialog and its snippet makers load when Embed is pressed, not with the page.
const EmbedDialog = onDemand(
  retryableImport(
    () => import('./EmbedDialog'),
    (module) => module.EmbedDialog,
  ),
);

/** "Embed" on the lesson and playground pages: opens the dialog with the snippets for a blog post. */
export function EmbedButton({ subject }: { subject: () => EmbedSubject }) {
  const [open, setOpen] = useState<EmbedSubject>();
  // Each press mounts the dialog afresh: after a failed download, pressing again fetches again.
  const [presses, setPresses] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <span className="on-demand-anchor">
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(subject());
          setPresses((n) => n + 1);
        }}
        title="Put this code in a blog post, runnable"
      >
        <EmbedIcon />
        {/* On a phone only the icon shows (the toolbar keeps one line); the name stays "Embed". */}
        <span className="label-wide-only">Embed</span>
      </button>
      {open && (
        <EmbedDialog
          key={presses}
          failure="The Embed dialog could not be loaded (is the connection down?). Press Embed to try again."
          subject={open}
          onClose={() => {
            setOpen(undefined);
            button.current?.focus();
          }}
        />
      )}
    </span>
  );
}

function EmbedIcon() {
  return (
    <Icon>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />
    </Icon>
  );
}
