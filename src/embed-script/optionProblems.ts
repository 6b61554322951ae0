import { FLAG_OPTIONS, readHeight, readMaxLines } from './protocol';

// An author's option values that mean nothing (max-lines=-1, theme=blue, readonly=perhaps): the
// embed would quietly use its default, so each is told, naming the option and what it takes.
// embed.js prints these in the post's console; remark-mcp-tour reports them as build warnings.
// Kept short: embed.js has a size budget (npm run bench, embedScriptBytes).

const CHECKS: Record<string, [valid: (value: string) => boolean, takes: string]> = {
  theme: [(value) => /^(light|dark|auto|inherit)$/.test(value), 'light, dark, auto or inherit'],
  background: [(value) => value === 'transparent', 'transparent'],
  height: [(value) => !!readHeight(value), 'pixels, 160 to 4000'],
  'max-lines': [(value) => !!readMaxLines(value), 'a number of lines, 3 to 1000'],
  highlight: [
    (value) => /^([1-9]\d*([-–][1-9]\d*)?(,|$))+$/.test(value.replace(/\s/g, '')),
    'lines and ranges, such as 3,12-18',
  ],
  load: [(value) => /^(click|near)$/.test(value), 'click or near'],
};
for (const flag of FLAG_OPTIONS)
  CHECKS[flag] = [(value) => /^(|1|true|yes|0|false|no)$/.test(value), 'no value, 1, true, yes, 0, false or no'];

/** One sentence per option whose value means nothing, naming the values it takes. */
export function optionProblems(options: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(options).flatMap(([name, raw]) =>
    raw !== undefined && Object.hasOwn(CHECKS, name) && !CHECKS[name][0](raw.trim().toLowerCase())
      ? [`${name}="${raw}" is ignored: ${name} takes ${CHECKS[name][1]}.`]
      : [],
  );
}
