// Whether a value the framing page sends for one of the embed's look properties may be used. It must
// be a value of the CSS property it sets (CSS.supports), short, and built only from functions that
// compute a colour or a length: `var()` lets any text through CSS.supports
// (`var(--x,) url(http://evil/x.png)` is a "color"), and `url()`, `image-set()` and the like fetch.
// Backslashes are refused too, since a CSS escape can spell any function name.

const COLOUR_AND_LENGTH_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'calc',
  'min',
  'max',
  'clamp',
]);

export const LONGEST_LOOK_VALUE = 200;

/** `supports` is CSS.supports in the page; the check against the property comes last. */
export function lookValueAllowed(
  value: unknown,
  property: string,
  supports: (property: string, value: string) => boolean,
): value is string {
  if (typeof value !== 'string' || value.length > LONGEST_LOOK_VALUE || value.includes('\\')) return false;
  for (const [, name] of value.matchAll(/([\w-]*)\s*\(/g))
    if (!COLOUR_AND_LENGTH_FUNCTIONS.has((name ?? '').toLowerCase())) return false;
  return supports(property, value);
}
