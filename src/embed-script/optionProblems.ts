import { FLAG_OPTIONS, readHeight, readMaxLines } from './protocol';

// An author's option values that mean nothing (max-lines=-1, theme=blue, readonly=perhaps): the
// embed would quietly use its default, so each is told, naming the option and what it accepts.
// embed.js prints these in the post's console; remark-mcp-tour reports them as build warnings.

const FLAG_VALUES = ['', '1', 'true', 'yes', '0', 'false', 'no'];
const LINE_RANGE = /^\s*[1-9]\d*\s*(?:[-–]\s*[1-9]\d*\s*)?$/;

const CHECKS: Record<string, [valid: (value: string) => boolean, accepted: string]> = {
  theme: [(value) => /^(light|dark|auto|inherit)$/.test(value), 'light, dark, auto or inherit'],
  background: [(value) => value === 'transparent', 'transparent'],
  height: [(value) => readHeight(value) !== undefined, 'a height in pixels (160 to 4000), such as 480'],
  'max-lines': [(value) => readMaxLines(value) !== undefined, 'a number of lines (3 to 1000), such as 20'],
  highlight: [
    (value) => value.split(',').every((part) => LINE_RANGE.test(part)),
    'line numbers and ranges, such as 3 or 12-18,20',
  ],
  load: [(value) => value === 'click' || value === 'near', 'click (or near, the default)'],
};
for (const flag of FLAG_OPTIONS)
  CHECKS[flag] = [(value) => FLAG_VALUES.includes(value), 'no value (on), 1, true, yes, 0, false or no'];

/** One sentence per option whose value means nothing, naming the values it accepts. */
export function optionProblems(options: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(options).flatMap(([name, raw]) => {
    const check = Object.hasOwn(CHECKS, name) ? CHECKS[name] : undefined;
    const value = (raw ?? '').trim().toLowerCase();
    return check && raw !== undefined && !check[0](value)
      ? [`${name}="${raw}" is not an option value MCP Tour knows, so it is ignored. ${name} takes ${check[1]}.`]
      : [];
  });
}
