import { useMemo, useState } from 'react';
import type { EditorTheme } from '../editor/types';
import { ResetIcon } from '../icons';
import { codeHash, readCodeHash } from '../playground/codeHash';
import { DEFAULT_EXAMPLE } from '../playground/defaultExample';
import { href } from '../routing/routes';
import type { EmbedOptions } from './embedOptions';
import { EmbedNotice } from './EmbedNotice';
import { EmbedWorkbench } from './EmbedWorkbench';
import type { LazyRunner } from './lazyRunner';
import { useEmbedCode } from './useEmbedCode';

interface EmbedPlaygroundProps {
  options: EmbedOptions;
  theme: EditorTheme;
  runner: LazyRunner;
}

/** /embed/playground/#code/<lz-string>: the author's own code, as the playground's share links carry it. */
export function EmbedPlayground({ options, theme, runner }: EmbedPlaygroundProps) {
  const [opened] = useState(() => readCodeHash(window.location.hash));
  const original = opened.kind === 'code' ? opened.code : DEFAULT_EXAMPLE;
  const { code, latest, edit } = useEmbedCode(original);
  // The full playground opens with the reader's edits.
  const openHref = useMemo(() => href.playground() + codeHash(code), [code]);

  return (
    <>
      {opened.kind === 'unreadable' && <EmbedNotice>The code in this embed's address could not be read, so an example is shown instead.</EmbedNotice>}
      <EmbedWorkbench
        runner={runner}
        options={options}
        theme={theme}
        code={code}
        latest={latest}
        onEdit={edit}
        editorLabel="Code"
        caption={<strong>MCP Tour</strong>}
        openHref={openHref}
        actions={
          !options.readOnly && (
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
