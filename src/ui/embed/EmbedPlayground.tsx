import { useMemo, useState } from 'react';
import { ResetIcon } from '../icons';
import { TEXT_HASH_PREFIX } from '../../embed-script/protocol';
import { codeHash, linkCode, readCodeHash, type HashCode } from '../playground/codeHash';
import { DEFAULT_EXAMPLE } from '../playground/defaultExample';
import { href } from '../routing/routes';
import { useCodeDocument } from '../document/useCodeDocument';
import { EmbedNotice } from './EmbedNotice';
import { EmbedWorkbench, type EmbedPageProps } from './EmbedWorkbench';
import { useEmbedCode } from './useEmbedCode';

/** /embed/playground/#code/<lz-string>: the author's own code, as the playground's share links carry it. */
export function EmbedPlayground(page: EmbedPageProps) {
  const [opened] = useState(() => readEmbedHash(window.location.hash));
  const original = opened.kind === 'code' ? opened.code : DEFAULT_EXAMPLE;
  const source = useEmbedCode(original);
  const { codeDocument, reset } = source;
  // The full playground opens with the reader's edits (and the hidden lines, which are part of the code).
  const { runnable } = useCodeDocument(codeDocument);
  const openHref = useMemo(() => href.playground() + codeHash(runnable.code), [runnable]);

  return (
    <>
      {opened.kind === 'unreadable' && (
        <EmbedNotice>The code in this embed's address could not be read, so an example is shown instead.</EmbedNotice>
      )}
      <EmbedWorkbench
        {...page}
        source={source}
        editorLabel="Code"
        caption={<strong>MCP Tour</strong>}
        openHref={openHref}
        actions={
          !page.options.readOnly && (
            <button
              type="button"
              className="button button--small"
              onClick={reset}
              title="Go back to the embedded code (Ctrl+Z undoes it)"
            >
              <ResetIcon />
              Reset
            </button>
          )
        }
      />
    </>
  );
}

/** "#code/<lz-string>" (share links, iframe snippets) or "#text/<encodeURIComponent>" (embed.js). */
function readEmbedHash(hash: string): HashCode {
  if (!hash.startsWith(TEXT_HASH_PREFIX)) return readCodeHash(hash);
  try {
    const code = decodeURIComponent(hash.slice(TEXT_HASH_PREFIX.length));
    return linkCode(code);
  } catch {
    return { kind: 'unreadable' };
  }
}
