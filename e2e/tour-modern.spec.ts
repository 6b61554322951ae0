import { expect, test } from '@playwright/test';
import LZString from 'lz-string';
import { MODERN_TOUR_OUTPUT, MODERN_TOUR_SOURCE } from '../test/fixtures/modernTour';
import { openView, region, run } from './support';

// The tour's helpers with SDK v2 in the sandbox: the OAuth flow against the simulated authorization
// server (PKCE and the token check need crypto.subtle in the sandbox's Worker), the host with a v2
// client in the modern era, and Mcp-Param-* mirrored (the SDK sends it from a Worker, not from a
// page's main thread). The same program prints the same lines under Node (modernTour.test.ts).

test('a host with an SDK v2 client signs in with OAuth and answers in the playground, printing what it prints under Node', async ({
  page,
}) => {
  await page.goto(`/playground/#code/${LZString.compressToEncodedURIComponent(MODERN_TOUR_SOURCE)}`);
  await run(page);
  await expect(region(page, 'Console').locator('.console__line')).toHaveText(MODERN_TOUR_OUTPUT);

  // The model saw the tool's result text, and nothing of the token or the result's _meta; the
  // token, masked, and the mirrored argument are among what the client sent and the model did not see.
  const context = await openView(page, 'LLM context');
  const sent = context.getByRole('region', { name: 'Sent to the model', exact: true });
  await expect(sent).toContainText('Sunny in Lisbon.');
  await expect(sent).not.toContainText('serverInfo');
  await expect(sent).not.toContainText('Bearer');
  const kept = context.getByRole('region', { name: 'Never sent to the model', exact: true });
  await expect(kept).toContainText('Bearer at_1');
  await expect(kept).not.toContainText(/at_1_[0-9a-f]{12}/);
  await expect(kept).toContainText('mcp-param-cityLisbon');
});
