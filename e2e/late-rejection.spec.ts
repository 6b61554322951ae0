import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { consoleLines, playgroundLink, region, run, withoutMonaco } from './support';

// A promise rejected near a program's end, with nothing pending after it: node prints the error and
// exits 1, so the run fails with it, in the Console, and nothing of it reaches the page hosting the sandbox.

const LAST_LINE_REJECTION = new URL('./fixtures/lastLineRejection.mjs', import.meta.url);

/** What node does with a fixture that may fail: its exit code, what it printed, and what it wrote to stderr. */
function nodeRuns(fixture: URL): { status: number | null; stdout: string[]; stderr: string } {
  const result = spawnSync(process.execPath, [fixture.pathname], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout.trim().split('\n'), stderr: result.stderr };
}

function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test.describe('a rejection nobody handled, at the end of a program', () => {
  test.beforeEach(async ({ page }) => withoutMonaco(page));

  test('a forgotten await on a failing SDK call fails the run with the McpError node prints', async ({ page }) => {
    const node = nodeRuns(LAST_LINE_REJECTION);
    expect(node.status).toBe(1);
    expect(node.stdout).toEqual(['done']);
    expect(node.stderr).toContain('McpError: MCP error -32601: Method not found');

    const errors = pageErrors(page);
    await page.goto(playgroundLink(readFileSync(LAST_LINE_REJECTION, 'utf8')));
    await run(page);
    const lines = await consoleLines(page);
    expect(lines[0]).toBe('done');
    // The McpError is made when the response arrives: no line of the program is on its stack.
    await expect(region(page, 'Console')).toContainText(
      /Unhandled rejection: McpError.*: MCP error -32601: Method not found/,
    );
    await expect(page.getByText(/^(Error on line \d+|Ended with an error)$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Promise.reject(new Error(...)) as the last but one line fails the run', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(playgroundLink("Promise.reject(new Error('plain error'));\nconsole.log('after');\n"));
    await run(page);
    await expect(region(page, 'Console')).toContainText('after');
    await expect(region(page, 'Console')).toContainText(
      /Unhandled rejection: Error \(line 1, column \d+\): plain error/,
    );
    await expect(page.getByText('Error on line 1')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
