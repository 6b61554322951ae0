import { describe, expect, it } from 'vitest';
import { editorHeightCss, FONT_SIZES_PX, lineHeightFor, parseFontSize, stepFontSize } from './metrics';

describe('font size', () => {
  it('keeps the default proportion of line height to font size', () => {
    expect(lineHeightFor(14)).toBe(20);
    expect(lineHeightFor(16)).toBe(23);
    expect(lineHeightFor(20)).toBe(29);
  });
  it('steps through the allowed sizes and stops at both ends', () => {
    expect(stepFontSize(14, 1)).toBe(15);
    expect(stepFontSize(14, -1)).toBe(13);
    expect(stepFontSize(FONT_SIZES_PX[0], -1)).toBe(FONT_SIZES_PX[0]);
    expect(stepFontSize(22, 1)).toBe(22);
  });
  it('steps from a size between two allowed ones to the nearest in that direction', () => {
    expect(stepFontSize(17, 1)).toBe(18);
    expect(stepFontSize(17, -1)).toBe(16);
  });
  it('accepts only allowed sizes from storage', () => {
    expect(parseFontSize('16')).toBe(16);
    expect(parseFontSize('17')).toBeUndefined();
    expect(parseFontSize(undefined)).toBeUndefined();
    expect(parseFontSize('x')).toBeUndefined();
  });
  it('sizes the editor by its line height', () => {
    expect(editorHeightCss(1)).toBe('min(70vh, 270px)');
    expect(editorHeightCss(20, 23)).toBe('min(70vh, 490px)');
  });
});
