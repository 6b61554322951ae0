import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A comment that names a file of the repo sends the reader there: the file must exist. A path with
// a folder and a source extension in a comment of the code folders is a repo path when its first
// folder is one of the repo's, seen from the root, the comment's own folder or one of its parents
// (how the comments write them); it must then name a file there. Other paths (Node's lib/…, a
// package's files, URL paths, pages of the built site) are not the repo's and are not looked up.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'build', 'scripts', 'e2e', 'lessons'];
const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;
const PATH = /(?<![\w@/.:~-])(\.{1,2}\/)?((?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|mts|mjs|js|json|md|css))\b/g;

function codeFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** The text of the comments in a file: `//` to the end of the line, and `/* … *\/` blocks. */
function commentsOf(source: string): string[] {
  const comments: string[] = [];
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*/g)) comments.push(match[0]);
  return comments;
}

/** Paths a comment quotes: with a folder and an extension, not part of a URL or a package name. */
function quotedPaths(comment: string): string[] {
  return [...comment.replace(/\b[a-z]+:\/\/\S+/g, '').matchAll(PATH)].map((match) => (match[1] ?? '') + match[2]);
}

/** True when `quoted` names a file, or is not a repo path at all (its first folder is not the repo's). */
function existsOrIsNotOurs(quoted: string, from: string): boolean {
  if (quoted.startsWith('.')) return existsSync(path.join(ROOT, path.dirname(from), quoted));
  const firstFolder = quoted.split('/')[0];
  let ours = false;
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(ROOT, dir, quoted))) return true;
    ours ||= existsSync(path.join(ROOT, dir, firstFolder));
    if (dir === '.' || dir === '') return !ours;
  }
}

describe('paths quoted in comments', () => {
  it('reads comments and the paths they quote', () => {
    expect(commentsOf("const a = 'http://x'; // see build/a.ts\n/* and\n src/b.ts */")).toEqual([
      '// see build/a.ts',
      '/* and\n src/b.ts */',
    ]);
    expect(quotedPaths('// build/a.ts, ./b.mjs, https://example.com/c/d.js, @scope/pkg/e.js, /sandbox/f.js')).toEqual([
      'build/a.ts',
      './b.mjs',
    ]);
  });

  it("knows a wrong repo path from a path that is not the repo's", () => {
    expect(existsOrIsNotOurs('build/routes/routesPlugin.ts', 'src/x.ts')).toBe(true);
    expect(existsOrIsNotOurs('packs/core.ts', 'src/runtime/modules/registry.ts')).toBe(true);
    expect(existsOrIsNotOurs('packs/builtIn.ts', 'src/runtime/modules/registry.ts')).toBe(false);
    expect(existsOrIsNotOurs('build/earlySandbox.ts', 'src/runtime/sandbox/sandboxNames.ts')).toBe(false);
    expect(existsOrIsNotOurs('lib/assert.js', 'src/runtime/modules/assert.ts')).toBe(true);
  });

  it('name files that exist', () => {
    const missing: string[] = [];
    // This file's own examples are made up on purpose.
    for (const file of FOLDERS.flatMap(codeFiles).filter((file) => file !== 'scripts/commentPaths.test.ts')) {
      for (const comment of commentsOf(readFileSync(path.join(ROOT, file), 'utf8')))
        for (const quoted of quotedPaths(comment))
          if (!existsOrIsNotOurs(quoted, file)) missing.push(`${file}: ${quoted}`);
    }
    expect(missing).toEqual([]);
  });
});
