import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KERNEL_GLOBAL, KERNEL_MODULES } from './kernelModules';
import { exposeKernel } from './kernel';

// A pack reads what it shares with the runtime from the kernel: a module or a name missing there
// would be undefined in the browser, though every Node test passes.

const kernelOf = () => {
  const scope = {} as Record<string, Record<string, Record<string, unknown>>>;
  exposeKernel(scope);
  return scope[KERNEL_GLOBAL];
};

function sdkFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the kernel packs share', () => {
  it('has every module the build maps to it', () => {
    expect(Object.keys(kernelOf()).sort()).toEqual(Object.keys(KERNEL_MODULES).sort());
  });

  it('has every zod/v4-mini function SDK 1.x calls', () => {
    const used = new Set<string>();
    for (const file of sdkFiles('node_modules/@modelcontextprotocol/sdk/dist/esm')) {
      const source = readFileSync(file, 'utf8');
      const binding = /import \* as (\w+) from 'zod\/v4-mini'/.exec(source)?.[1];
      if (binding) for (const match of source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect(typeof kernelOf().zodV4Mini[name], name).toBe('function');
  });
});
