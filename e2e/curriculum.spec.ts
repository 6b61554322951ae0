import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { checkVerdicts, openView, run } from './support';

// The whole curriculum in the browser, as a learner goes through it: every lesson of both parts
// opens under its part, the starter as given fails a check, Solve then Run turns every check to
// pass, and the LLM context never shows a secret the code used.

const LESSONS_DIR = new URL('../lessons/', import.meta.url);

const lessons = readdirSync(LESSONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^\d{2}-/.test(entry.name))
  .map((entry) => entry.name)
  .sort()
  .map((folder) => {
    const read = (file: string) => readFileSync(new URL(`${folder}/${file}`, LESSONS_DIR), 'utf8');
    const frontmatter = read('lesson.md');
    const title = /^title:\s*(.+)$/m.exec(frontmatter)?.[1].trim() ?? '';
    const part = Number(/^part:\s*(\d)\s*$/m.exec(frontmatter)?.[1] ?? 1);
    const solution = read('solution.ts');
    // Literal values the code marks with secret('…'): the LLM context must never show one.
    const secrets = [...solution.matchAll(/secret\(\s*'([^']+)'/g)].map((match) => match[1]);
    return { folder, slug: folder.replace(/^\d{2}-/, ''), title, part, secrets };
  });

test.describe.configure({ mode: 'parallel' });

for (const lesson of lessons) {
  test(`${lesson.folder}: the starter fails a check; Solve, then Run passes every check, and no secret reaches the LLM context`, async ({
    page,
  }) => {
    await page.goto(`/lessons/${lesson.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson.title);
    await expect(
      page.getByText(`Part ${lesson.part} · MCP ${lesson.part === 1 ? '2025-11-25' : '2026-07-28'}`),
    ).toBeVisible();

    await run(page);
    expect(await checkVerdicts(page)).toContain('fail');

    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await run(page);
    const statuses = await checkVerdicts(page);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses).toEqual(statuses.map(() => 'pass'));

    const context = await openView(page, 'LLM context');
    await expect(context.getByRole('alert')).toHaveCount(0);
    const text = await context.innerText();
    for (const value of lesson.secrets) expect(text).not.toContain(value);
  });
}
