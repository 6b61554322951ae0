import { useMemo, useState } from 'react';
import { ResetIcon } from '../icons';
import { codeHash, readCodeHash } from '../playground/codeHash';
import { DEFAULT_EXAMPLE } from '../playground/defaultExample';
import { href } from '../routing/routes';
import { EmbedNotice } from './EmbedNotice';
import { EmbedWorkbench, type EmbedPageProps } from './EmbedWorkbench';
import { useEmbedCode } from './useEmbedCode';

/** /embed/playground/#code/<lz-string>: the author's own code, as the playground's share links carry it. */
export function EmbedPlayground(page: EmbedPageProps) {
  const [opened] = useState(() => readCodeHash(window.location.hash));
  const original = opened.kind === 'code' ? opened.code : DEFAULT_EXAMPLE;
  const source = useEmbedCode(original);
  const { code, edit } = source;
  // The full playground opens with the reader's edits.
  const openHref = useMemo(() => href.playground() + codeHash(code), [code]);

  return (
    <>
      {opened.kind === 'unreadable' && <EmbedNotice>The code in this embed's address could not be read, so an example is shown instead.</EmbedNotice>}
      <EmbedWorkbench
        {...page}
        source={source}
        editorLabel="Code"
        caption={<strong>MCP Tour</strong>}
        openHref={openHref}
        actions={
          !page.options.readOnly && (
            <button type="button" className="button button--small" onClick={() => edit(original)} title="Go back to the embedded code (Ctrl+Z undoes it)">
              <ResetIcon />
              Reset
            </button>
          )
        }
      />
    </>
  );
}
