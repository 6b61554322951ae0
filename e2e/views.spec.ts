import { expect, test, type Page } from '@playwright/test';
import { bulkProgram, ERRORS_PROGRAM, LEAKY_PROGRAM, manyConnectionsProgram } from './programs';
import { startLongTaskTrace, stopLongTaskTrace } from './longTasks';
import {
  answersUntilRunIsBack,
  chainLanes,
  LESSON_1,
  openView,
  playgroundLink,
  region,
  run,
  runButton,
  setCode,
  solveAndRun,
  withoutMonaco,
} from './support';

// The run views over real runs: the chain with its lanes and counts, the message timeline and
// its replay, the LLM context and what never reaches it, the wire.

const replay = (page: Page) => page.getByRole('group', { name: 'Replay' });

test.describe('run views', () => {
  test('two servers with the same tool names are two lanes, each with its own result', async ({ page }) => {
    await solveAndRun(page, 'two-instances-one-name');
    await expect(chainLanes(page)).toHaveCount(2);
    const [production, staging] = [chainLanes(page).nth(0), chainLanes(page).nth(1)];
    await expect(production).toContainText('gitlab “production”');
    await expect(production).toContainText('stdio');
    await expect(production).toContainText('API calls 0');
    await expect(production).not.toContainText('Checkout fails');
    await expect(staging).toContainText('gitlab “staging”');
    await expect(staging).toContainText('API calls 1');
    await expect(staging).toContainText('gitlab-staging');
    await expect(staging).toContainText('#4 Checkout fails with the new payment provider');

    // The text alternative says the same, hop by hop.
    await region(page, 'Chain').getByRole('button', { name: 'As text' }).click();
    const text = region(page, 'Chain').getByRole('list', { name: 'Connections as text' });
    await expect(text).toContainText('Server → API gitlab-staging: API calls 1.');
    await expect(text).toContainText('Server → API: API calls 0.');
  });

  test('replay the initialize handshake one message at a time, by keyboard', async ({ page }) => {
    await solveAndRun(page, 'host-client-server');
    const messages = await openView(page, 'Messages');
    const scrubber = replay(page).getByRole('slider', { name: 'Replay position' });
    const total = Number(await scrubber.getAttribute('max'));
    expect(total).toBeGreaterThan(10);
    await expect(scrubber).toHaveValue(String(total));

    await replay(page).getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await expect(scrubber).toHaveValue('0');
    await expect(messages).toContainText('Nothing yet at this step of the replay.');

    await page.keyboard.press('Shift+ArrowRight');
    const rows = messages.getByRole('list', { name: 'JSON-RPC messages' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText('initialize');
    await expect(rows.nth(0)).toContainText('no answer yet');
    await rows.nth(0).getByRole('button').first().click();
    await expect(rows.nth(0).locator('pre')).toContainText('"protocolVersion": "2025-11-25"');

    await replay(page).getByRole('button', { name: 'Next message' }).focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('result');
    await expect(rows.nth(1)).toContainText('to initialize');
    await rows.nth(1).getByRole('button').first().click();
    await expect(rows.nth(1).locator('pre')).toContainText('"protocolVersion": "2025-11-25"');
    await expect(rows.nth(0)).not.toContainText('no answer yet');

    await replay(page).getByRole('button', { name: 'Next message' }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText('notifications/initialized');

    // An answer leads back to its request, and the focus goes with it.
    await rows.nth(1).getByRole('button', { name: 'Go to the request (#1)' }).click();
    await expect(rows.nth(0).getByRole('button').first()).toBeFocused();
    // Closed again, so every row fits in the list's window.
    await page.keyboard.press('Enter');
    await rows.nth(1).getByRole('button').first().click();

    // One event at a time with the arrows, back to the end with End.
    const at = Number(await scrubber.inputValue());
    await replay(page).getByRole('button', { name: 'Next event' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(scrubber).toHaveValue(String(at + 1));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(scrubber).toHaveValue(String(at - 1));
    await page.keyboard.press('End');
    await expect(scrubber).toHaveValue(String(total));
    await expect(messages).toContainText('tools/call');

    // Play steps on by itself, and pauses.
    await page.keyboard.press('Home');
    await replay(page).getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => Number(await scrubber.inputValue())).toBeGreaterThan(1);
    await replay(page).getByRole('button', { name: 'Pause' }).click();
    await page.keyboard.press('End');

    // Every view follows the step: the console is empty before the code printed anything.
    await page.keyboard.press('Home');
    await expect(region(page, 'Console')).toContainText('The run printed nothing.');
    await scrubber.fill(String(total));
    await expect(region(page, 'Console')).toContainText('words');
  });

  test('a token in the query: refused at the door, API calls 0, and no secret shown anywhere', async ({ page }) => {
    await solveAndRun(page, 'tokens-never-touch-the-model');
    // stdio, the token in the header, the token as ?access_token=, and the lesson's probe: the token in
    // the header and as ?private_token= too. Both clients with the token in the URL are refused at the door.
    await expect(chainLanes(page)).toHaveCount(4);
    await expect(chainLanes(page).nth(1)).toContainText('API calls 1');
    for (const [index, client] of [
      [2, 'host-query'],
      [3, 'host-private-token'],
    ] as const) {
      const refused = chainLanes(page).nth(index);
      await expect(refused).toContainText(client);
      await expect(refused).toContainText('Streamable HTTP');
      await expect(refused).toContainText('refused: HTTP 400');
      await expect(refused).toContainText('not reached');
      await expect(refused).toContainText('API calls 0');
      await expect(refused).toContainText('MCP access token in the URL');
    }

    const wire = await openView(page, 'Wire');
    for (const connection of [3, 4]) {
      await wire
        .getByLabel('Connection')
        .selectOption({ label: `${connection}: mcp.acme.example/mcp (no server instance ran) (Streamable HTTP)` });
      const request = wire.getByRole('listitem').filter({ hasText: 'credential in the URL' });
      await expect(request).toHaveCount(1);
      await expect(request).toContainText('400');
      await expect(request).toContainText('MCP access token');
      await expect(wire).not.toContainText('mcp-at-5c81e0f4a9');
    }

    const llm = await openView(page, 'LLM context');
    await expect(llm).toContainText("List a project's open issues.");
    await expect(llm).toContainText('Never sent to the model');
    await expect(llm).toContainText('GITLAB_TOKEN');
    await expect(llm).toContainText('Secret “MCP access token” appeared in a URL');
    // The code in the editor holds the secrets; no view shows them.
    for (const view of ['Chain', 'Messages', 'LLM context', 'Wire'] as const) {
      const shown = await openView(page, view);
      for (const secret of ['glpat-tour-3b7f90d2', 'mcp-at-5c81e0f4a9']) await expect(shown).not.toContainText(secret);
    }
    await expect(region(page, 'Console')).not.toContainText('mcp-at-5c81e0f4a9');
    await expect(region(page, 'LLM context').getByRole('alert')).toHaveCount(0);
  });

  test('Streamable HTTP like a network panel: headers, session, Authorization masked until revealed', async ({
    page,
  }) => {
    await solveAndRun(page, 'tokens-never-touch-the-model');
    const wire = await openView(page, 'Wire');
    await wire.getByLabel('Connection').selectOption({ index: 1 });
    const first = wire.getByRole('list', { name: 'HTTP requests' }).getByRole('listitem').first();
    await expect(first).toContainText('POST');
    await expect(first).toContainText('initialize');
    await expect(first).toContainText('200');
    await first.getByRole('button').first().click();
    await expect(first).toContainText('mcp-session-id');
    await expect(first).toContainText('event: message');
    await expect(first).toContainText('"protocolVersion"');
    await expect(first).toContainText('Bearer mcp-');
    await expect(first).not.toContainText('mcp-at-5c81e0f4a9');
    await first.getByRole('button', { name: 'Reveal authorization header' }).click();
    await expect(first).toContainText('Bearer mcp-at-5c81e0f4a9');
  });

  test('stdio lines byte for byte, each tied to its message', async ({ page }) => {
    await solveAndRun(page, 'stdio-and-streamable-http');
    const wire = await openView(page, 'Wire');
    await expect(wire).toContainText('simulated child process');
    const first = wire.getByRole('list', { name: 'stdio lines' }).getByRole('listitem').first();
    await expect(first).toContainText('stdin → server');
    await expect(first).toContainText('message #1: initialize');
    await expect(first).toContainText('{"method":"initialize","params":{"protocolVersion":"2025-11-25"');
    await expect(first.getByRole('img', { name: 'newline' })).toBeVisible();
  });

  test("a call the host's policy refused stops at the host, never on the wire", async ({ page }) => {
    await solveAndRun(page, 'discovery-is-not-permission');
    const chain = region(page, 'Chain');
    await expect(chainLanes(page)).toHaveCount(1);
    await expect(chainLanes(page).first()).toContainText('1 refused by policy');
    await expect(chain.getByText('✕ refused by the host')).toBeVisible();
    await chain.getByRole('button', { name: 'As text' }).click();
    await expect(chain).toContainText(
      "the host's policy refused close_issue, so it stopped at the host and never reached the wire",
    );
  });

  test('the LLM context shows tool descriptions, and says when no model is involved', async ({ page }) => {
    await solveAndRun(page, 'what-the-model-sees');
    const llm = await openView(page, 'LLM context');
    await expect(llm).toContainText('Describe a project: its name, description and issue count.');
    await expect(llm).toContainText('input_schema');
    await expect(llm).not.toContainText('glpat-tour-4f9a2c7e1b');

    await solveAndRun(page, 'host-client-server');
    await expect(await openView(page, 'LLM context')).toContainText('No model is involved in this run.');
  });

  test('a secret that reaches the model is announced loudly, with where it came from', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, LEAKY_PROGRAM);
    await run(page);
    await openView(page, 'LLM context');
    const alert = region(page, 'LLM context').getByRole('alert');
    await expect(alert).toContainText("A secret reached the model's context.");
    await expect(alert).toContainText('“GitLab token” is in the result of show_config, from debug-tools');
    await expect(page.getByRole('tab', { name: /^LLM context \(a secret reached the model\)$/ })).toBeVisible();
  });

  test('protocol errors and isError results are told apart', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, ERRORS_PROGRAM);
    await run(page);
    await expect(region(page, 'Console')).toContainText('protocol error:');
    const messages = await openView(page, 'Messages');
    const rows = messages.getByRole('list', { name: 'JSON-RPC messages' }).getByRole('listitem');
    const toolError = rows.filter({ hasText: 'isError result' });
    const protocolError = rows.filter({ hasText: 'error -32601' });
    await expect(toolError).toHaveCount(1);
    await expect(protocolError).toHaveCount(1);
    await expect(toolError).toHaveClass(/message--tool-error/);
    await expect(protocolError).toHaveClass(/message--protocol-error/);
    await expect(protocolError).toContainText('Method not found');
    await protocolError.getByRole('button').first().click();
    await expect(protocolError).toContainText('the request itself failed');
    await toolError.getByRole('button').first().click();
    await expect(toolError).toContainText('the model can read why and try again');

    // Filter by kind and search by method.
    await messages.getByRole('button', { name: 'Requests', exact: true }).click();
    await messages.getByRole('button', { name: 'Results', exact: true }).click();
    await messages.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(rows).toHaveCount(2);
    await messages.getByRole('button', { name: 'Requests', exact: true }).click();
    await messages.getByRole('searchbox', { name: 'Search by method' }).fill('bogus');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('bogus/method');
    await expect(rows.last()).toContainText('error -32601');
  });
});

test.describe('run views loaded with the first run', () => {
  test('before a run the views say what they will show without their code; if it cannot load, the view says so and Try again works', async ({
    page,
  }) => {
    let viewsRequested = 0;
    let offline = true;
    // A retry asks under a query of its own (platform/retryableImport.ts): it is offline too.
    await page.route(/\/assets\/traceViews-[^/?]+\.js(\?.*)?$/, async (route) => {
      viewsRequested += 1;
      if (offline) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto(LESSON_1);
    const chain = region(page, 'Chain');
    await expect(chain).toContainText('Press Run: every connection of the run is drawn here');
    await expect(runButton(page)).toBeEnabled();
    expect(viewsRequested).toBe(0);

    // The run itself does not depend on the views.
    await run(page);
    await expect(region(page, 'Console')).toContainText("Tools: [ 'count_words' ]");
    await expect(chain.getByRole('alert')).toContainText('The Chain view could not be loaded');
    offline = false;
    await chain.getByRole('button', { name: 'Try again' }).click();
    await expect(chainLanes(page)).toHaveCount(1);
    await expect(chainLanes(page).first()).toContainText('word-tools');
  });
});

test.describe('run views at scale', () => {
  // The run itself has the playground's 5 s limit; on a machine shared with other builds it can
  // miss it (the views are measured by CPU time, which contention does not inflate).
  test.describe.configure({ retries: 2 });

  test('5,000 messages in one run: no long task over 200 ms while the views render them', async ({ page, browser }) => {
    test.slow();
    await page.goto('/playground/');
    await setCode(page, bulkProgram(500, 2000));
    // Page load, the full editor arriving and typing are not what this test measures.
    await page.locator('.code-editor[data-editor="monaco"]').waitFor({ timeout: 30_000 });
    await pageIdle(page);

    // From here on, plain CSS queries: Playwright's role queries walk the whole page inside it
    // and would show up as long tasks of their own.
    const tab = (name: string) => page.locator('.view-tabs__tab', { hasText: name });
    const button = (name: string) => page.locator(`.replay__button[aria-label="${name}"]`);
    const list = page.locator('ol[aria-label="JSON-RPC messages"]');
    const search = page.locator('input[aria-label="Search by method"]');

    await startLongTaskTrace(browser, page);
    await page.locator('.run-button').click();
    await page.locator('.run-button.button--danger').waitFor();
    await page.locator('.run-button.button--primary').waitFor({ timeout: 30_000 });
    await expect(page.locator('.console')).toContainText('requests done: 2500');
    await expect(page.locator('.chain')).toContainText('2501 requests');

    await tab('Messages').click();
    await expect(page.locator('.messages-panel .panel__summary')).toHaveText('5003 JSON-RPC messages');
    // Virtualized: only the rows on screen are in the page.
    expect(await list.locator('li').count()).toBeLessThan(80);
    await page.locator('.messages').evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(list.locator('li').last()).toContainText('5003');
    await list.locator('li').last().locator('button').first().click();
    await expect(list.locator('li').last().locator('pre')).toBeVisible();
    await page.locator('.messages').evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
    await search.fill('initialize');
    await expect(list.locator('li')).toHaveCount(3);
    await search.fill('');

    // Replay re-derives the open view from the events up to the step.
    await button('Previous event').focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await page.keyboard.press('End');
    for (const name of ['Wire', 'Chain', 'LLM context']) {
      await tab(name).click();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    }
    await pageIdle(page);

    const tasks = await stopLongTaskTrace(browser);
    console.log(
      `main-thread tasks over 50 ms (wall ms / CPU ms): ${tasks.map((t) => `${t.wallMs}/${t.cpuMs}`).join(', ') || 'none'}`,
    );
    expect(Math.max(0, ...tasks.map((task) => task.cpuMs))).toBeLessThan(200);
  });
});

test('thousands of connections: the page keeps answering while the Chain follows them, and draws a page of lanes', async ({
  page,
}) => {
  test.slow();
  await withoutMonaco(page);
  await page.goto(playgroundLink(manyConnectionsProgram(2000, 3500)));
  await runButton(page).click();
  await answersUntilRunIsBack(page);
  const printed = await region(page, 'Console')
    .getByText(/^connections: \d+$/)
    .textContent();
  const count = Number(printed?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(24);

  const chain = region(page, 'Chain');
  await expect(chain).toContainText(`${count} connections`);
  const pager = chain.getByRole('navigation', { name: 'Connections shown' });
  await expect(pager).toContainText(`Connections 1–12 of ${count.toLocaleString('en-US')}`);
  await expect(chain.locator('.chain__lane')).toHaveCount(12);
  await expect(chain.getByRole('button', { name: 'Previous connections' })).toBeDisabled();
  await chain.getByRole('button', { name: 'Next connections' }).click();
  await expect(pager).toContainText(`Connections 13–24 of ${count.toLocaleString('en-US')}`);
  await expect(chain.locator('.chain__lane').first()).toContainText('Connection 13');
  // The latest event was on the last connection: one click shows it, lit.
  await chain
    .getByRole('button', { name: `Show connection ${count.toLocaleString('en-US')} (the latest event)` })
    .click();
  await expect(chain.locator('.chain__lane').last()).toContainText(`Connection ${count}`);
  await expect(chain.getByRole('button', { name: 'Next connections' })).toBeDisabled();
  // The text alternative is paged the same way.
  await chain.getByRole('button', { name: 'As text' }).click();
  const asText = chain.getByRole('list', { name: 'Connections as text' });
  await expect(asText.locator(':scope > li')).toHaveCount(count % 12 || 12);
});

/** Resolves when the page has drawn what it had to and has an idle moment (at most 5 s of waiting). */
function pageIdle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })),
        ),
      ),
  );
}
