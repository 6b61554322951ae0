import { expect, test } from '@playwright/test';
import { openView, run, withoutMonaco } from './support';

// Replay by message over a run whose messages are not all sent by an instance the trace sees: SDK
// v2's HTTP handler writes a subscriptions/listen stream itself (lesson 17). "Next message" steps
// onto every row of the Messages view, the stream's notifications included.

test('"Next message" steps onto every message of lesson 17, the listen stream\'s notifications included', async ({
  page,
}) => {
  await withoutMonaco(page);
  await page.goto('/lessons/listening-for-changes/');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await run(page);
  const messages = await openView(page, 'Messages');
  const summary = messages.locator('.panel__summary');
  const total = Number((await summary.textContent())?.match(/^(\d+) JSON-RPC messages$/)?.[1]);
  expect(total).toBeGreaterThan(10);

  const replay = page.getByRole('group', { name: 'Replay' });
  const next = replay.getByRole('button', { name: 'Next message' });
  const caption = replay.locator('.replay__caption');
  await replay.getByRole('button', { name: 'Start' }).click();
  await expect(messages).toContainText('Nothing yet at this step of the replay.');

  // Each press shows one more message, and the bar names it.
  const named: string[] = [];
  for (let shown = 1; shown <= total; shown++) {
    await next.click();
    await expect(summary).toHaveText(`${shown} JSON-RPC ${shown === 1 ? 'message' : 'messages'}`);
    named.push((await caption.textContent()) ?? '');
  }
  expect(named.filter((text) => text.includes(' received notifications/'))).toEqual([
    expect.stringContaining('received notifications/subscriptions/acknowledged'),
    expect.stringContaining('received notifications/tools/list_changed'),
  ]);
  // The notification on the stream is the message shown last at its step.
  await replay.getByRole('button', { name: 'Start' }).click();
  const heard = named.findIndex((text) => text.includes('notifications/tools/list_changed'));
  for (let press = 0; press <= heard; press++) await next.click();
  const rows = messages.getByRole('list', { name: 'JSON-RPC messages' }).getByRole('listitem');
  await expect(rows.last()).toContainText('notifications/tools/list_changed');
  await expect(rows.last()).toContainText('on stream listen:0');
});
