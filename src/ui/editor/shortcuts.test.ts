import { describe, expect, it } from 'vitest';
import { commandForKey, editorShortcuts, keyLabel } from './shortcuts';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('commandForKey', () => {
  it('maps Ctrl/Cmd+Enter to run and Ctrl/Cmd+S to save', () => {
    expect(commandForKey(press('Enter', { ctrlKey: true }))).toBe('run');
    expect(commandForKey(press('Enter', { metaKey: true }))).toBe('run');
    expect(commandForKey(press('S', { ctrlKey: true }))).toBe('save');
  });
  it('leaves other chords to the editor', () => {
    expect(commandForKey(press('Enter'))).toBeNull();
    expect(commandForKey(press('s', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(commandForKey(press('Enter', { ctrlKey: true, altKey: true }))).toBeNull();
  });
});

describe('shortcut labels', () => {
  it('names the modifier as the platform does', () => {
    expect(keyLabel('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(keyLabel('Mod+Shift+Z', true)).toBe('⌘⇧Z');
    expect(keyLabel('Mod+K Mod+I', true)).toBe('⌘K ⌘I');
  });
  it('lists run and save first, with what save does on this page', () => {
    const [run, save] = editorShortcuts('Save and copy the share link');
    expect(run).toMatchObject({ keys: ['Mod+Enter'], does: 'Run the code' });
    expect(save.does).toBe('Save and copy the share link');
  });
});
