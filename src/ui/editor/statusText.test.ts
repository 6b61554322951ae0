import { describe, expect, it } from 'vitest';
import { lessonSavedText, playgroundSavedText, runWithTypeErrorsText, typeErrorsText } from './statusText';

describe('status text', () => {
  it('counts type errors', () => {
    expect(typeErrorsText(1)).toBe('1 type error');
    expect(typeErrorsText(2)).toBe('2 type errors');
  });
  it('says a run went ahead despite type errors, and why that is possible', () => {
    expect(runWithTypeErrorsText(2, true)).toBe('Running with 2 type errors…');
    expect(runWithTypeErrorsText(1, false)).toBe(
      'Ran with 1 type error (types are checked by the editor, not at run time)',
    );
  });
  it('says what a save did', () => {
    expect(lessonSavedText(true)).toBe('Saved in this browser');
    expect(lessonSavedText(false)).toMatch(/^Not saved/);
    expect(playgroundSavedText(true)).toBe('Saved in this browser and the address bar; share link copied');
    expect(playgroundSavedText(false)).toMatch(/copy the link from there/);
  });
});
