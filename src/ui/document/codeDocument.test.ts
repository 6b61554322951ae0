import { describe, expect, it, vi } from 'vitest';
import { createCodeDocument, type RunSource } from './codeDocument';

const counted = () => vi.fn((code: string): RunSource => ({ code: `// runs\n${code}` }));

describe('a code document', () => {
  it('holds the text it was opened with, at version 0', () => {
    const document = createCodeDocument('let a = 1;');
    expect(document.get()).toMatchObject({ text: 'let a = 1;', version: 0, change: 'open' });
    expect(document.get().runnable).toEqual({ code: 'let a = 1;' });
  });

  it('derives what runs once per change, on first read, however often it is read', () => {
    const toRunnable = counted();
    const document = createCodeDocument('a', toRunnable);
    expect(toRunnable).not.toHaveBeenCalled();

    for (let read = 0; read < 5; read++) expect(document.get().runnable.code).toBe('// runs\na');
    expect(toRunnable).toHaveBeenCalledTimes(1);

    document.edit('ab');
    document.edit('abc');
    // Two changes, but only the newest text was read.
    expect(document.get().runnable.code).toBe('// runs\nabc');
    expect(document.get().runnable).toBe(document.get().runnable);
    expect(toRunnable).toHaveBeenCalledTimes(2);
    expect(toRunnable).toHaveBeenLastCalledWith('abc');
  });

  it('tells every subscriber of each change, with the change already in place', () => {
    const document = createCodeDocument('a');
    const seen: string[] = [];
    document.subscribe(() => seen.push(`first ${document.get().text} ${document.get().change}`));
    document.subscribe(() => seen.push(`second ${document.get().text} v${document.get().version}`));

    document.edit('ab');
    document.replace('starter');

    expect(seen).toEqual(['first ab edit', 'second ab v1', 'first starter replace', 'second starter v2']);
  });

  it('the same text is no change: no one is told, and the snapshot stays the same object', () => {
    const toRunnable = counted();
    const document = createCodeDocument('a', toRunnable);
    const listener = vi.fn();
    document.subscribe(listener);
    const before = document.get();
    void before.runnable;

    document.edit('a');
    document.replace('a');

    expect(listener).not.toHaveBeenCalled();
    expect(document.get()).toBe(before);
    expect(toRunnable).toHaveBeenCalledTimes(1);
  });

  it('gives the same snapshot between changes (useSyncExternalStore re-renders only when it differs)', () => {
    const document = createCodeDocument('a');
    const first = document.get();
    expect(document.get()).toBe(first);
    document.edit('b');
    const second = document.get();
    expect(second).not.toBe(first);
    expect(document.get()).toBe(second);
    // The old snapshot is left as it was: a render in progress still reads a consistent state.
    expect(first).toMatchObject({ text: 'a', version: 0 });
  });

  it('a subscriber that changes the text on being told (a render loop in the making) settles once the text is its own', () => {
    const document = createCodeDocument('a');
    let told = 0;
    document.subscribe(() => {
      told++;
      // Echoes the text back, as an editor does with the content it was given: not a change.
      document.edit(document.get().text);
    });
    document.replace('b');
    expect(told).toBe(1);
    expect(document.get()).toMatchObject({ text: 'b', version: 1, change: 'replace' });
  });

  it('stops telling a subscriber once it unsubscribes, and tells the others of that change all the same', () => {
    const document = createCodeDocument('a');
    const later = vi.fn();
    let unsubscribeLater = () => {};
    const unsubscribeFirst = document.subscribe(() => unsubscribeLater());
    unsubscribeLater = document.subscribe(later);

    document.edit('b');
    expect(later).toHaveBeenCalledTimes(1);
    document.edit('c');
    expect(later).toHaveBeenCalledTimes(1);

    unsubscribeFirst();
    const after = vi.fn();
    document.subscribe(after);
    document.edit('d');
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('a replacement may change how the text runs: the same text with another derivation is a change', () => {
    const asWritten = (code: string): RunSource => ({ code });
    const unfolded = (code: string): RunSource => ({ code: code.replace('// ⋯', 'setup();') });
    const document = createCodeDocument('// ⋯\nmain();', unfolded);
    const listener = vi.fn();
    document.subscribe(listener);
    expect(document.get().runnable.code).toBe('setup();\nmain();');

    document.replace('// ⋯\nmain();', asWritten);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.get().runnable.code).toBe('// ⋯\nmain();');

    // The derivation stays for the edits that follow.
    document.edit('// ⋯\nmain(); ');
    expect(document.get().runnable.code).toBe('// ⋯\nmain(); ');
    // The same text and the same derivation: nothing changes.
    document.replace('// ⋯\nmain(); ', asWritten);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
