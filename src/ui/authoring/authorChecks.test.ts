import { describe, expect, it } from 'vitest';
import { importProblems, importSpecifiers, suggestLesson } from './authorChecks';

describe('author checks', () => {
  it('finds every kind of import', () => {
    const code = `import express from 'express';\nimport { z } from "zod";\nimport 'node:fs';\nexport * from './x';\nconst m = await import('node:http');\nimport type { Foo } from '@modelcontextprotocol/sdk/types.js';`;
    expect(importSpecifiers(code)).toEqual([
      'express',
      'zod',
      'node:fs',
      './x',
      'node:http',
      '@modelcontextprotocol/sdk/types.js',
    ]);
  });

  it('names what MCP Tour cannot provide, with the in-page alternative', () => {
    const problems = importProblems(
      `import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';\nimport express from 'express';\nimport { readFileSync } from 'node:fs';\nimport { z } from 'zod';`,
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /"@modelcontextprotocol\/sdk\/server\/stdio.js" cannot be imported.*SimulatedStdioClientTransport/,
    );
    expect(problems[1]).toMatch(/"express".*createHttpLink/);
    expect(problems[2]).toMatch(/"node:fs".*no file system/);
  });

  it('suggests the lesson meant', () => {
    const slugs = ['host-client-server', 'your-first-tool'];
    expect(suggestLesson('01-host-client-server', slugs)).toBe('host-client-server');
    expect(suggestLesson('Host-Client-Server', slugs)).toBe('host-client-server');
    expect(suggestLesson('your-first', slugs)).toBe('your-first-tool');
    expect(suggestLesson('nothing-like-it', slugs)).toBeUndefined();
  });
});
