import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../icons';
import type { EmbedSubject } from './embedSnippets';

// The dialog and its snippet makers load when Embed is pressed, not with the page.
const EmbedDialog = lazy(() => import('./EmbedDialog').then((module) => ({ default: module.EmbedDialog })));

/** "Embed" on the lesson and playground pages: opens the dialog with the snippets for a blog post. */
export function EmbedButton({ subject }: { subject: () => EmbedSubject }) {
  const [open, setOpen] = useState<EmbedSubject>();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(subject())}
        title="Put this code in a blog post, runnable"
      >
        <EmbedIcon />
        {/* On a phone only the icon shows (the toolbar keeps one line); the name stays "Embed". */}
        <span className="label-wide-only">Embed</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <EmbedDialog
            subject={open}
            onClose={() => {
              setOpen(undefined);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function EmbedIcon() {
  return (
    <Icon>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />
    </Icon>
  );
}
