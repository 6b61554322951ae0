import { expect, test } from '@playwright/test';
import { openView, region, run, runButton, setCode, withoutMonaco } from './support';

test.describe('playground', () => {
  test('the default example runs: the tool result is printed and every message is listed', async ({ page }) => {
    await page.goto('/playground/');
    await expect(region(page, 'Editor')).toContainText('McpServer');
    await run(page);
    const console = region(page, 'Console');
    await expect(console).toContainText('Tools:');
    await expect(console).toContainText('2 + 3 =');
    await expect(console).toContainText("text: '5'");
    const messages = await openView(page, 'Messages');
    for (const method of ['initialize', 'notifications/initialized', 'tools/list', 'tools/call']) {
      // A message's row starts with its number and method (an answer's row reads "result to <method>").
      await expect(messages.getByRole('button', { name: new RegExp(`^\\d+ ${method}( |$)`) })).toBeVisible();
    }
    await expect(messages.getByText('playground-client → calculator').first()).toBeVisible();
    await expect(messages.getByText('calculator → playground-client').first()).toBeVisible();
  });

  test('Share copies a link that opens the same code, which prints the same output', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/playground/');
    const code = "const answer = 6 * 7;\nconsole.log('shared answer:', answer, 'π ≈', 3.14);\n";
    await setCode(page, code);
    await run(page);
    await expect(region(page, 'Console')).toContainText('shared answer: 42 π ≈ 3.14');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/playground\/#code\/[A-Za-z0-9+\-$]+$/);
    expect(new URL(page.url()).hash).toBe(new URL(link).hash);

    const other = await context.newPage();
    await other.goto(link);
    await expect(region(other, 'Editor')).toContainText("console.log('shared answer:'");
    await run(other);
    await expect(region(other, 'Console')).toContainText('shared answer: 42 π ≈ 3.14');
    await other.close();
  });

  test('the address follows the code as the learner types', async ({ page }) => {
    await page.goto('/playground/');
    expect(new URL(page.url()).hash).toBe('');
    await setCode(page, "console.log('typed');\n");
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#code\//);
    await page.reload();
    await expect(region(page, 'Editor')).toContainText("console.log('typed');");
  });

  test('when the clipboard refuses, the link is shown selected to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto('/playground/');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const field = page.getByRole('textbox', { name: /Copy this link yourself/ });
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(/\/playground\/#code\//);
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
      (await field.inputValue()).length,
    );
  });

  test('a malformed #code/ link says so and shows the default example', async ({ page }) => {
    await page.goto('/playground/#code/this-is-not-lz-string!!');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("This link's code could not be read");
    await expect(alert).toContainText('the link is unchanged');
    await expect(region(page, 'Editor')).toContainText('McpServer');
    expect(new URL(page.url()).hash).toBe('#code/this-is-not-lz-string!!');
    await run(page);
    await expect(region(page, 'Console')).toContainText('2 + 3 =');
  });

  test('a syntax error is shown with its line and column', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, 'const fine = 1;\nconsole.log(fine);\nconst broken = ;\n');
    await run(page);
    await expect(region(page, 'Console')).toContainText(/SyntaxError \(line 3, column \d+\)/);
    await expect(region(page, 'Editor')).toContainText(/Line 3:\d+/);
  });

  test('a runtime error is shown at its line:column', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, "console.log('before');\nconst value: any = undefined;\nconsole.log(value.name);\n");
    await run(page);
    const console = region(page, 'Console');
    await expect(console).toContainText('before');
    await expect(console).toContainText(/TypeError \(line 3, column \d+\): .*name/);
    await expect(region(page, 'Editor')).toContainText(/Line 3:\d+/);
  });

  test('an endless loop is stopped at the time limit and the page keeps working', async ({ page }) => {
    test.slow();
    await page.goto('/playground/');
    await setCode(page, "console.log('looping');\nwhile (true) {}\n");
    await runButton(page).click();
    await expect(region(page, 'Console')).toContainText(/Stopped after 5 s: the code was still running/, {
      timeout: 30_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Stopped after 5 s' })).toBeVisible();
    await expect(runButton(page)).toBeEnabled();

    await setCode(page, "console.log('alive again');\n");
    await run(page);
    await expect(region(page, 'Console')).toContainText('alive again');
  });

  test('Stop ends a run at once and says so', async ({ page }) => {
    // Stop must be pressed within the run's 5 s limit.
    await withoutMonaco(page);
    await page.goto('/playground/');
    await setCode(page, "console.log('waiting');\nawait new Promise((resolve) => setTimeout(resolve, 60_000));\n");
    await runButton(page).click();
    // While it runs, Run has become Stop and the status says so.
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await expect(stop).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Running…' })).toBeVisible();
    await stop.click();
    await expect(region(page, 'Console')).toContainText('waiting');
    await expect(region(page, 'Console')).toContainText('Stopped: you pressed Stop');
    await expect(runButton(page)).toBeEnabled();
  });
});
