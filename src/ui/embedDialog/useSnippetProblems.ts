import { useEffect, useState } from 'react';
import { importProblems } from '../authoring/authorChecks';

// What the Embed dialog checks before it hands out a snippet of the author's code: imports MCP Tour
// cannot provide (with what to use instead), and code that does not parse. The parse uses sucrase,
// as the runner does, loaded only when the dialog opens on code.

export function useSnippetProblems(code: string | undefined): string[] {
  const [syntax, setSyntax] = useState<string>();
  useEffect(() => {
    setSyntax(undefined);
    if (code === undefined) return;
    let live = true;
    void import('sucrase').then(
      ({ transform }) => {
        try {
          transform(code, { transforms: ['typescript'], disableESTransforms: true, filePath: 'main.ts' });
        } catch (error) {
          const { message, loc } = error as Error & { loc?: { line: number; column: number } };
          const text = message.replace(/^Error transforming \S+: /, '').replace(/\s*\(\d+:\d+\)$/, '');
          if (live) setSyntax(`Syntax error${loc ? ` at line ${loc.line}:${loc.column}` : ''}: ${text}`);
        }
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [code]);
  return [...(code === undefined ? [] : importProblems(code)), ...(syntax ? [syntax] : [])];
}
