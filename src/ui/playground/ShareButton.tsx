import { useEffect, useRef, useState } from 'react';
import { CloseIcon, ShareIcon } from '../icons';
import { shareLink } from './codeHash';

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string };

/** Copies a link that opens the playground with this code; if the clipboard refuses, shows the link to copy by hand. */
export function ShareButton({ code, onShare }: { code: () => string; onShare?(): void }) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const share = async () => {
    const link = shareLink(code());
    onShare?.();
    clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(link);
      setState({ kind: 'copied' });
      resetTimer.current = setTimeout(() => setState({ kind: 'idle' }), 4000);
    } catch {
      setState({ kind: 'manual', link });
    }
  };

  return (
    <>
      <button type="button" className="button" onClick={share} title="Copy a link to this code">
        <ShareIcon />
        Share
      </button>
      <span className="share-status" role="status">
        {state.kind === 'copied' ? 'Link copied' : ''}
      </span>
      {state.kind === 'manual' && <ManualCopy link={state.link} onClose={() => setState({ kind: 'idle' })} />}
    </>
  );
}

function ManualCopy({ link, onClose }: { link: string; onClose(): void }) {
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link is the trigger to select it again
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [link]);
  return (
    <div className="manual-copy">
      <label className="manual-copy__label" htmlFor="share-link">
        Your browser did not let MCP Tour copy. Copy this link yourself (it is selected):
      </label>
      <div className="manual-copy__row">
        <input
          id="share-link"
          ref={field}
          className="manual-copy__field"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="icon-button" aria-label="Close" title="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
