import { describe, expect, it } from 'vitest';
import { readableDocs, readableParts, readableSignatureHelp, readableTags } from './readableDocs';

const text = (parts: { text: string }[] | undefined) => parts?.map((part) => part.text).join('');

// Display parts as TypeScript 5.9 gives them for SDK v2's McpServer docs.
const MCP_SERVER_DOCS = [
  { text: 'use the underlying\n', kind: 'text' },
  { text: '{@linkcode ', kind: 'link' },
  { text: 'Server', kind: 'linkName' },
  { text: '}', kind: 'link' },
  { text: ' instance available via the ', kind: 'text' },
  { text: '{@linkcode ', kind: 'link' },
  { text: 'McpServer.server', kind: 'linkName' },
  { text: 'server', kind: 'linkText' },
  { text: '}', kind: 'link' },
  { text: ' property. See ', kind: 'text' },
  { text: '{@link ', kind: 'link' },
  { text: 'https://modelcontextprotocol.io', kind: 'linkText' },
  { text: '}', kind: 'link' },
];

describe('readable docs', () => {
  it('writes a link as its text, or its target, in code style for linkcode', () => {
    expect(text(readableParts(MCP_SERVER_DOCS))).toBe(
      'use the underlying\n`Server` instance available via the `server` property. See https://modelcontextprotocol.io',
    );
  });

  it('leaves parts without links as they are', () => {
    const parts = [{ text: 'Plain docs.', kind: 'text' }];
    expect(readableParts(parts)).toBe(parts);
  });

  it("starts an example's code block on a line of its own, and keeps other tags", () => {
    const example = {
      name: 'example',
      text: [{ text: '```ts source="./mcp.examples.ts"\nconst server = new McpServer();\n```', kind: 'text' }],
    };
    const param = {
      name: 'param',
      text: [
        { text: 'name', kind: 'parameterName' },
        { text: ' ', kind: 'space' },
        { text: 'The tool name.', kind: 'text' },
      ],
    };
    const [readableExample, readableParam] = readableTags([example, param])!;
    expect(text(readableExample.text)).toBe('\n```ts source="./mcp.examples.ts"\nconst server = new McpServer();\n```');
    expect(readableParam).toBe(param);
    expect(example.text[0].text.startsWith('```')).toBe(true);
  });

  it('applies to quick info, completion details and signature help', () => {
    const info = readableDocs({
      displayParts: [{ text: 'class McpServer', kind: 'text' }],
      documentation: MCP_SERVER_DOCS,
      tags: [],
    });
    expect(text(info?.documentation)).toContain('the `server` property');
    const help = readableSignatureHelp({
      items: [{ documentation: MCP_SERVER_DOCS, parameters: [{ documentation: MCP_SERVER_DOCS }] }],
    });
    expect(text(help?.items[0].documentation)).toContain('`Server` instance');
    expect(text(help?.items[0].parameters[0].documentation)).toContain('`Server` instance');
    expect(readableDocs(undefined)).toBeUndefined();
  });
});
