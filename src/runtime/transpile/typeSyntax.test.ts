import { readdirSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import { hasTypeSyntax } from './typeSyntax';

// The engine's parser decides whether a program needs the transpiler; a miss runs type syntax as
// JavaScript (a SyntaxError the learner did not write), a false alarm only costs a download.

const nativeImport = new vm.Script('(url) => import(url)', {
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
}).runInThisContext() as (url: string) => Promise<unknown>;
const host = {
  moduleUrl: (source: string) => `data:text/javascript;charset=utf-8,${encodeURIComponent(source)}`,
  importModule: nativeImport,
};
const check = (source: string) => hasTypeSyntax(source, host);

describe('hasTypeSyntax', () => {
  it('passes JavaScript modules, whatever they import, without running them', async () => {
    (globalThis as Record<string, unknown>).typeSyntaxRan = false;
    const source = [
      "import { z } from 'zod';",
      "import * as sdk from '@modelcontextprotocol/sdk/types.js';",
      "export { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { Nope } from 'no-such-module';",
      'globalThis.typeSyntaxRan = true;',
      'const later = await import("zod");',
      'export default class A { #x = 1; static y = import.meta.url; }',
      'console.log(a < b, c > d, z, sdk, later); // a trailing comment',
    ].join('\n');
    expect(await check(source)).toBe(false);
    expect((globalThis as Record<string, unknown>).typeSyntaxRan).toBe(false);
  });

  it('finds type syntax of every kind, type-only imports included', async () => {
    for (const source of [
      'const a: string = "x";',
      'interface A { b: number }',
      'type A = string;',
      'enum E { A }',
      'const x = y as unknown;',
      'function f<T>(v: T) { return v; }',
      'const s = {} satisfies object;',
      "import type { Foo } from 'zod';",
      "import { z, type ZodType } from 'zod';",
      'class A { constructor(private b: number) {} }',
      'const n = maybe!.value;',
    ])
      expect(await check(source), source).toBe(true);
  });

  it('sends code that does not parse at all to the transpiler, which names the error', async () => {
    expect(await check('const x = ;')).toBe(true);
    const record = await runInNode('const x = ;');
    expect(record.error).toMatchObject({ kind: 'syntax', line: 1 });
  });

  it('agrees with type stripping on every lesson program: stripping changes only the programs it finds type syntax in', async () => {
    for (const lesson of readdirSync('lessons', { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of ['main.ts', 'solution.ts']) {
        let source: string;
        try {
          source = readFileSync(`lessons/${lesson.name}/${file}`, 'utf8');
        } catch {
          continue;
        }
        const stripped = transform(source, { transforms: ['typescript'], disableESTransforms: true }).code;
        if (!(await check(source))) expect(stripped, `${lesson.name}/${file}`).toBe(source);
      }
    }
  });

  it('runs JavaScript as written: an error is reported at its own column', async () => {
    const record = await runInNode("const text = 'x';\n    text.missing.call();\n");
    expect(record.error).toMatchObject({ kind: 'runtime', name: 'TypeError', line: 2, column: 18 });
  });
});
