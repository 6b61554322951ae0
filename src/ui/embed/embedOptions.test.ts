import { describe, expect, it } from 'vitest';
import { choosePanels, readEmbedOptions } from './embedOptions';

describe('readEmbedOptions', () => {
  it('has quiet defaults', () => {
    expect(readEmbedOptions('', true)).toEqual({
      theme: 'auto',
      transparent: false,
      panels: undefined,
      height: undefined,
      maxLines: 80,
      wrap: undefined,
      highlight: [],
      autorun: false,
      readOnly: false,
      typeCheck: true,
    });
    // A phone shows fewer lines before "Show all".
    expect(readEmbedOptions('', true, true).maxLines).toBe(18);
    expect(readEmbedOptions('?max-lines=40', true, true).maxLines).toBe(40);
  });

  it('reads every option', () => {
    expect(
      readEmbedOptions(
        '?theme=dark&background=transparent&panels=Checks,console&height=480&max-lines=30&wrap=0&highlight=2-3&autorun=1&readonly=true&typecheck=0',
        true,
      ),
    ).toEqual({
      theme: 'dark',
      transparent: true,
      panels: ['checks', 'console'],
      height: 480,
      maxLines: 30,
      wrap: false,
      highlight: [2, 3],
      autorun: true,
      readOnly: true,
      typeCheck: false,
    });
    expect(readEmbedOptions('?theme=inherit&wrap', true)).toMatchObject({ theme: 'inherit', wrap: true });
    expect(readEmbedOptions('?autorun&readonly=0&theme=purple&height=tall', true)).toMatchObject({
      theme: 'auto',
      autorun: true,
      readOnly: false,
      height: undefined,
    });
  });
});

describe('choosePanels', () => {
  const panels = [{ id: 'console' }, { id: 'checks' }, { id: 'messages' }];
  it('keeps the requested order and drops unknown ids', () => {
    expect(choosePanels(panels, ['messages', 'nope', 'console', 'messages']).map((p) => p.id)).toEqual([
      'messages',
      'console',
    ]);
  });
  it('shows everything when nothing requested exists', () => {
    expect(choosePanels(panels, ['nope']).map((p) => p.id)).toEqual(['console', 'checks', 'messages']);
    expect(choosePanels(panels, undefined)).toHaveLength(3);
  });
});

describe('autorun at the top level', () => {
  it('is off when the embed page is not inside a frame, whatever the link says', () => {
    expect(readEmbedOptions('?autorun=1', false).autorun).toBe(false);
  });
});
