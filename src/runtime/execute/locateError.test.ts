import { describe, expect, it } from 'vitest';
import { unknownModuleMessage } from '../modules/available';
import { locateError } from './locateError';

// An import by a computed name is never rewritten to the sandbox's module, so
// the browser refuses it with its own words. packs.ts promises the learner a message saying how to
// name the module instead.

const clean = (text: string) => text;

describe('locateError for imports the sandbox cannot resolve', () => {
  it('turns the browser\'s "Failed to resolve module specifier" for a module MCP Tour provides into the how-to-name-it message', () => {
    const error = new TypeError("Failed to resolve module specifier '@modelcontextprotocol/server'");
    const located = locateError(error, 'runtime', '', undefined, '', clean);
    expect(located.kind).toBe('import');
    expect(located.message).toContain('imports it by name');
    expect(located.message).toContain('import("@modelcontextprotocol/server")');
  });

  it('says which modules exist for one MCP Tour does not provide', () => {
    const error = new TypeError(
      'Failed to resolve module specifier "left-pad". Relative references must start with either "/", "./", or "../".',
    );
    const located = locateError(error, 'runtime', '', undefined, '', clean);
    expect(located.kind).toBe('import');
    expect(located.message).toContain('Cannot import "left-pad": MCP Tour does not provide this module.');
  });
});

describe('locateError for an import from a URL', () => {
  it('says the sandbox is offline for a computed import() that Chromium tried to fetch, as a static one says', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:9/x.js');
    const located = locateError(error, 'runtime', '', undefined, '', clean);
    expect(located).toEqual({
      kind: 'import',
      name: 'ImportError',
      message: expect.stringMatching(
        /^MCP Tour runs code offline: importing the module at http:\/\/127\.0\.0\.1:9\/x\.js is not available\./,
      ),
    });
    expect(located.message).toBe(unknownModuleMessage('http://127.0.0.1:9/x.js'));
  });
});
