import { expect, test } from '@playwright/test';
import {
  LESSON_1,
  blockLocalStorage,
  checkStatuses,
  checkVerdicts,
  lessonFile,
  openView,
  region,
  run,
  runButton,
  setCode,
} from './support';

test.describe('lesson page', () => {
  test('shows the prose, the position in the course and the workbench', async ({ page }) => {
    await page.goto(LESSON_1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Host, client and server');
    await expect(page.getByText(/^Lesson 1 of \d+/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In the specification' })).toBeVisible();
    for (const name of ['Editor', 'Checks', 'Console', 'Chain'] as const)
      await expect(region(page, name)).toBeVisible();
    // The other run views are a tab away.
    await openView(page, 'Messages');
    await expect(runButton(page)).toBeEnabled();
    expect(await checkStatuses(page)).not.toHaveLength(0);
    expect(new Set(await checkStatuses(page))).toEqual(new Set(['pending']));
  });

  test('Solve, then Run: every check passes, and the lesson is done on the start page', async ({ page }) => {
    await page.goto(LESSON_1);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByText('Code replaced with the solution.')).toBeVisible();
    await run(page);
    const statuses = await checkVerdicts(page);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['pass']));
    await expect(page.getByText('All checks pass. Lesson done!')).toBeVisible();

    // The Messages panel lists the conversation, one row per sent message.
    const messages = await openView(page, 'Messages');
    // A request's row starts with its number and method; its answer's row reads "result to <method>".
    await expect(messages.getByRole('button', { name: /^\d+ initialize\b/ })).toBeVisible();
    await expect(messages.getByRole('button', { name: /^\d+ tools\/call\b/ })).toBeVisible();
    await expect(messages.getByText('tour-host → word-tools').first()).toBeVisible();
    const call = messages
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^\d+ tools\/call\b/ }) });
    await call.getByRole('button', { name: /^\d+ tools\/call\b/ }).click();
    await expect(call.locator('pre')).toBeVisible();
    await expect(call.locator('pre')).toContainText('"name": "count_words"');

    await page.goto('/');
    await expect(page.getByText(/^1 of \d+ lessons done$/)).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /Host, client and server/ }) });
    await expect(card.getByText('Done', { exact: true })).toBeVisible();
  });

  test('the starter runs but fails at least one check', async ({ page }) => {
    await page.goto(LESSON_1);
    await run(page);
    const statuses = await checkVerdicts(page);
    expect(statuses).toContain('fail');
    expect(statuses).not.toContain('pending');
    await expect(region(page, 'Checks').locator('[data-status="fail"]').first()).toContainText('Failed');
    await expect(page.getByText('All checks pass. Lesson done!')).toHaveCount(0);
  });

  test('checks the starter already passes read "Observed", not "Passed", for people and screen readers alike', async ({
    page,
  }) => {
    await page.goto(LESSON_1);
    await run(page);
    const checks = region(page, 'Checks');
    // Lesson 1's starter connects and lists the tools: the handshake and the discovery are observed.
    const observed = checks.locator('[data-kind="observes"]');
    await expect(observed).toHaveCount(2);
    for (const item of await observed.all()) {
      await expect(item).toHaveAttribute('data-status', 'pass');
      await expect(item.locator('.check__status')).toHaveText('Observed');
      await expect(item).not.toContainText('Passed');
    }
    // What the learner has to earn is still failing, and the summary counts the two kinds apart.
    await expect(checks.locator('[data-kind="achieves"][data-status="fail"]')).toHaveCount(2);
    await expect(checks).toContainText('0 of 2 passed, 2 of 2 observed');

    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await run(page);
    await expect(checks.locator('[data-kind="achieves"] .check__status')).toHaveText(['Passed', 'Passed']);
    await expect(checks.locator('[data-kind="observes"] .check__status')).toHaveText(['Observed', 'Observed']);
    await expect(checks).toContainText('2 of 2 passed, 2 of 2 observed');
  });

  test('a broken edit makes a check fail with its reason', async ({ page }) => {
    const solution = lessonFile('solution.ts');
    expect(solution).toContain("'count_words'");
    await page.goto(LESSON_1);
    await setCode(page, solution.replace("'count_words',", "'count_letters',"));
    await run(page);
    expect(await checkVerdicts(page)).toContain('fail');
    await expect(
      region(page, 'Checks').locator('[data-status="fail"]').first().locator('.check__message'),
    ).not.toBeEmpty();
  });

  test('an edit survives a reload', async ({ page }) => {
    await page.goto(LESSON_1);
    await setCode(page, `// kept across reloads\n${lessonFile('main.ts')}`);
    // The save is debounced: wait until the browser holds the edit.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('// kept across reloads')),
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(region(page, 'Editor')).toContainText('// kept across reloads');
  });

  test('Reset brings back the starter, and Undo brings back the edit', async ({ page }) => {
    await page.goto(LESSON_1);
    await setCode(page, '// my own attempt\nconsole.log("mine");\n');
    await expect(region(page, 'Editor')).toContainText('my own attempt');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.getByText('Code reset to the starter.')).toBeVisible();
    await expect(region(page, 'Editor')).not.toContainText('my own attempt');
    await expect(region(page, 'Editor')).toContainText('McpServer');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(region(page, 'Editor')).toContainText('my own attempt');
    await expect(page.getByText('Code reset to the starter.')).toHaveCount(0);
  });

  test('Ctrl+Enter runs the code', async ({ page }) => {
    await page.goto(LESSON_1);
    await setCode(page, 'console.log("from the shortcut");\n');
    await page.keyboard.press('Control+Enter');
    await expect(region(page, 'Console')).toContainText('from the shortcut');
  });

  test('learner code cannot change saved progress through localStorage or indexedDB', async ({ page }) => {
    await page.goto(LESSON_1);
    await setCode(
      page,
      [
        "try { localStorage.setItem('mcp-tour:v1:done', JSON.stringify(['host-client-server'])); console.log('localStorage written'); }",
        "catch (error) { console.log('localStorage refused:', String(error)); }",
        'try {',
        "  const db = await new Promise((resolve, reject) => { const request = indexedDB.open('mcp-tour'); request.onsuccess = () => resolve(request.result); request.onerror = () => reject(request.error); });",
        "  console.log('indexedDB opened', db.name);",
        "} catch (error) { console.log('indexedDB refused:', String(error)); }",
        "console.log('done trying');",
      ].join('\n'),
    );
    await run(page);
    await expect(region(page, 'Console')).toContainText('done trying');
    await expect(region(page, 'Console')).not.toContainText('localStorage written');
    expect(await page.evaluate(() => localStorage.getItem('mcp-tour:v1:done'))).toBeNull();
    await page.goto('/');
    await expect(page.getByText(/^0 of \d+ lessons done$/)).toBeVisible();
  });

  test('with storage blocked, a notice says so and the lesson still works', async ({ page }) => {
    await blockLocalStorage(page);
    await page.goto(LESSON_1);
    await expect(
      page.getByText('Your browser is not letting MCP Tour save. Your edits last only while this page is open', {
        exact: false,
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await run(page);
    expect(new Set(await checkVerdicts(page))).toEqual(new Set(['pass']));
    await expect(page.getByText('All checks pass. Lesson done!')).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'not letting MCP Tour save' });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('lesson page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('Run, Solve, Reset and Embed share one toolbar line, each still named', async ({ page }) => {
    await page.goto(LESSON_1);
    await expect(runButton(page)).toBeEnabled();
    const names = ['Run', 'Solve', 'Reset', 'Embed'];
    const tops = [];
    for (const name of names) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      tops.push(Math.round(box!.y));
    }
    expect(new Set(tops).size).toBe(1);
  });
});
