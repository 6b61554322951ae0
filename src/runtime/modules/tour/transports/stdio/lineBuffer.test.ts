import { describe, expect, it } from 'vitest';
import { LineBuffer } from './lineBuffer';

describe('LineBuffer', () => {
  it('returns complete lines only, across pieces, several per piece, CRLF or LF', () => {
    const buffer = new LineBuffer();
    expect(buffer.push('{"a":')).toEqual([]);
    expect(buffer.push('1}\n{"b":2}\r\n{"c"')).toEqual(['{"a":1}', '{"b":2}']);
    expect(buffer.push(':3}\n\n')).toEqual(['{"c":3}', '']);
    buffer.push('partial');
    buffer.clear();
    expect(buffer.push('x\n')).toEqual(['x']);
  });
});
