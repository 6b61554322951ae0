import { useEffect, useId, useRef, useState } from 'react';
import type { DiffViewHandle } from '../editor/monaco/diffView';
import { FONT_SIZE_PX } from '../editor/metrics';
import { ModalDialogHeader } from '../shell/ModalDialogHeader';
import { useModalDialog } from '../shell/useModalDialog';
import { useTheme } from '../theme/ThemeContext';
import { changesText } from './changesText';
import '../shell/modalDialog.css';
import './learningAids.css';

// A modal <dialog> (as Embed and New): focus stays inside, Escape closes, the caller puts focus
// back on its button. The diff is Monaco's diff editor, fetched with the editor's own Monaco when
// the learner first asks (the light editor may be all the page has loaded). If it cannot be
// fetched, both texts are shown one above the other: nothing the learner came for is lost.

type Shown = { state: 'loading' } | { state: 'ready'; changes?: number } | { state: 'failed' };

export function CompareDialog({ yours, solution, onClose }: { yours: string; solution: string; onClose(): void }) {
  const dialog = useModalDialog('.icon-button');
  const titleId = useId();
  const { theme } = useTheme();
  const themeNow = useRef(theme);
  themeNow.current = theme;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<DiffViewHandle>(undefined);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    import('../editor/monaco/monacoView').then(
      ({ createDiffView }) => {
        if (cancelled || !host.current) return;
        view.current = createDiffView({
          host: host.current,
          themeScope: host.current,
          yours,
          solution,
          theme: themeNow.current,
          fontSize: FONT_SIZE_PX,
          onChanges: (changes) => !cancelled && setShown({ state: 'ready', changes }),
        });
        setShown({ state: 'ready' });
      },
      (error: unknown) => {
        console.warn('MCP Tour: the side-by-side comparison could not load; showing both texts.', error);
        if (!cancelled) setShown({ state: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      view.current?.dispose();
      view.current = undefined;
    };
  }, [yours, solution]);

  useEffect(() => view.current?.setTheme(theme), [theme]);

  return (
    <dialog ref={dialog} className="modal-dialog compare-dialog" aria-labelledby={titleId} onClose={onClose}>
      <ModalDialogHeader titleId={titleId} title="Your code and the solution" onClose={() => dialog.current?.close()} />
      <p className="compare-dialog__status" role="status">
        {shown.state === 'loading' && 'Loading the comparison…'}
        {shown.state === 'ready' && (shown.changes === undefined ? 'Comparing…' : changesText(shown.changes))}
        {shown.state === 'failed' &&
          'The side-by-side view could not be loaded (is the connection down?). Both texts are below.'}
      </p>
      {shown.state !== 'failed' && (
        <>
          <div className="compare-dialog__sides" aria-hidden="true">
            <span>Your code</span>
            <span>Solution</span>
          </div>
          <p className="compare-dialog__legend">Lines marked − are your code's, lines marked + the solution's.</p>
          <div ref={host} className="compare-dialog__diff" />
        </>
      )}
      {shown.state === 'failed' && (
        <div className="compare-dialog__plain">
          <PlainCode title="Your code" code={yours} />
          <PlainCode title="Solution" code={solution} />
        </div>
      )}
    </dialog>
  );
}

function PlainCode({ title, code }: { title: string; code: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {/* Focusable, so a keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <pre tabIndex={0}>{code}</pre>
    </section>
  );
}
