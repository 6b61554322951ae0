// Reads colours from CSS custom properties as hex, the only format Monaco themes accept.
// A probe element resolves var() against the cascade where the editor sits (so the editor's own
// data-theme applies), and a 1x1 canvas turns any CSS colour syntax (oklch, color-mix...) into sRGB.

let canvasContext: CanvasRenderingContext2D | null = null;

function toHex(cssColor: string): string {
  canvasContext ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const context = canvasContext!;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = cssColor;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}${a === 255 ? '' : hex(a)}`;
}

/** Resolves each CSS custom property, as seen from inside `scope`, to "#rrggbb" (or "#rrggbbaa"). */
export function readCssColors<K extends string>(scope: HTMLElement, properties: Record<K, string>): Record<K, string> {
  const probe = document.createElement('span');
  probe.hidden = true;
  scope.appendChild(probe);
  try {
    const result = {} as Record<K, string>;
    for (const key of Object.keys(properties) as K[]) {
      probe.style.color = `var(${properties[key]})`;
      result[key] = toHex(getComputedStyle(probe).color);
    }
    return result;
  } finally {
    probe.remove();
  }
}
