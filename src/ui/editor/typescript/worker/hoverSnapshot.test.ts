import { describe, expect, it } from 'vitest';
import { compactQuickInfo, snapshotDiagnostics, snapshotQuickInfo, textKey, type HoverSnapshot } from './hoverSnapshot';

const snapshot: HoverSnapshot = {
  fileName: 'file:///editor/snapshot-0.ts',
  text: 'const server = new McpServer();',
  quickInfo: [
    [6, 12, 'const server'],
    [19, 28, 'constructor McpServer'],
  ],
  syntactic: [],
  semantic: [],
};

describe('snapshotQuickInfo', () => {
  it('answers anywhere on a name, and just after it', () => {
    expect(snapshotQuickInfo(snapshot, snapshot.text, 19)).toEqual({ found: true, value: 'constructor McpServer' });
    expect(snapshotQuickInfo(snapshot, snapshot.text, 24)).toEqual({ found: true, value: 'constructor McpServer' });
    expect(snapshotQuickInfo(snapshot, snapshot.text, 28)).toEqual({ found: true, value: 'constructor McpServer' });
    expect(snapshotQuickInfo(snapshot, snapshot.text, 6)).toEqual({ found: true, value: 'const server' });
  });
  it('misses between names and for any other text', () => {
    expect(snapshotQuickInfo(snapshot, snapshot.text, 15)).toEqual({ found: false });
    expect(snapshotQuickInfo(snapshot, `${snapshot.text} `, 19)).toEqual({ found: false });
  });
});

describe('snapshotDiagnostics', () => {
  it('names the requesting file where the snapshot named its own', () => {
    const related = { file: { fileName: 'file:///editor/snapshot-0.ts' }, start: 1 };
    const other = { file: { fileName: 'file:///node_modules/x/index.d.ts' }, start: 2 };
    const withDiagnostics = { ...snapshot, semantic: [{ code: 2322, relatedInformation: [related, other] }] };
    expect(snapshotDiagnostics(withDiagnostics, 'semantic', 'file:///editor/code-1.ts')).toEqual([
      { code: 2322, relatedInformation: [{ file: { fileName: 'file:///editor/code-1.ts' }, start: 1 }, other] },
    ]);
  });
});

describe('textKey', () => {
  it('is stable and tells texts apart', () => {
    expect(textKey('abc')).toBe(textKey('abc'));
    expect(textKey('abc')).not.toBe(textKey('abd'));
    expect(textKey('')).toMatch(/^[0-9a-f]+-0$/);
  });
});

describe('compactQuickInfo', () => {
  it('joins the signature and the docs into one part each, keeps the span and the tags', () => {
    const tags = [{ name: 'param', text: [{ text: 'name' }, { text: 'the name' }] }];
    const info = {
      kind: 'method',
      textSpan: { start: 1, length: 3 },
      displayParts: [
        { text: 'f', kind: 'methodName' },
        { text: '(', kind: 'punctuation' },
        { text: ')', kind: 'punctuation' },
      ],
      documentation: [
        { text: 'Does ', kind: 'text' },
        { text: 'it.', kind: 'text' },
      ],
      tags,
    };
    expect(compactQuickInfo(info)).toEqual({
      textSpan: { start: 1, length: 3 },
      displayParts: [{ text: 'f()' }],
      documentation: [{ text: 'Does it.' }],
      tags,
    });
  });
});
