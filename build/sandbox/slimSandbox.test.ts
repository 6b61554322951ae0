import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transpile as transpileWithSucrase } from '../../src/runtime/transpile/transpile';
import { bundleClassicScript } from '../bundleClassicScript';
import { slimSandbox } from './slimSandbox';

// The sandbox's transpiler is sucrase with the parts the runtime's fixed options never reach left
// out (slimSandbox.ts). Every lesson program, and a few constructs no lesson has, must come out of
// the slimmed bundle exactly as out of sucrase itself.

const root = path.resolve(import.meta.dirname, '../..');

const lessonPrograms = readdirSync(path.join(root, 'lessons'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    ['main.ts', 'solution.ts']
      .map((file) => path.join(root, 'lessons', entry.name, file))
      .filter((file) => {
        try {
          readFileSync(file);
          return true;
        } catch {
          return false;
        }
      }),
  );

const CONSTRUCTS: Record<string, string> = {
  generics: 'const id = <T,>(x: T): T => x;\nfunction f<T extends { a: number }>(v: T) { return v.a; }\n',
  'type assertions': 'const a = <string>(undefined as unknown);\nconst b = a!;\nconst c = {} satisfies object;\n',
  'enums and namespaces':
    'enum Color { Red, Green = 4 }\nnamespace N { export const x = 1; }\nconsole.log(Color.Red, N.x);\n',
  classes:
    'abstract class A { private x = 1; constructor(public readonly y: number) {} abstract m(): void; declare z: string; }\n',
  'type-only imports and exports':
    "import type { Foo } from 'zod';\nimport { z, type ZodType } from 'zod';\nexport type { Foo };\nexport const s: ZodType = z.string();\n",
  'modern syntax':
    'const o = { a: 1 }; console.log(o?.a ?? 2, 1_000_000);\ntry { throw 1; } catch { }\nlabel: for (const k of [1]) { continue label; }\nawait Promise.resolve();\nconsole.log(`${o.a}/${o.a}`);\n',
  'lower-case names that look like tags':
    'const div = 1; const span = <number>div; console.log(div < span, div > span);\n',
  'a syntax error': 'const x: = 1;\n',
};

type Transpile = typeof transpileWithSucrase;
let transpileInSandbox: Transpile;

beforeAll(async () => {
  const code = await bundleClassicScript({
    root,
    entry: 'src/runtime/transpile/transpile.ts',
    minify: true,
    target: 'es2022',
    plugins: [slimSandbox()],
  });
  transpileInSandbox = runInNewContext(`${code};mcpTour`, {}).transpile;
}, 60_000);

function outcome(transpile: Transpile, source: string): { code?: string; error?: unknown } {
  try {
    return { code: transpile(source).code };
  } catch (error) {
    const { message, runError } = error as Error & { runError?: unknown };
    return { error: runError ?? message };
  }
}

describe("the sandbox's slimmed sucrase", () => {
  it('transpiles every lesson program as sucrase does', () => {
    expect(lessonPrograms.length).toBeGreaterThan(30);
    for (const file of lessonPrograms) {
      const source = readFileSync(file, 'utf8');
      expect(outcome(transpileInSandbox, source), path.relative(root, file)).toEqual(
        outcome(transpileWithSucrase, source),
      );
    }
  });

  for (const [what, source] of Object.entries(CONSTRUCTS)) {
    it(`transpiles ${what} as sucrase does`, () => {
      const slim = outcome(transpileInSandbox, source);
      expect(slim).toEqual(outcome(transpileWithSucrase, source));
      if (what === 'a syntax error') expect(slim.error).toMatchObject({ kind: 'syntax', line: 1 });
      else expect(slim.code).toBeTypeOf('string');
    });
  }
});
