import { expect, test } from '@playwright/test';
import { LESSON_1, hoverWidget, region, textBox } from './support';

// The first hovers of an unedited starter come from the build's snapshot of TypeScript's answers
// (build/editor/editorSnapshots.ts), so they do not wait for the TypeScript service: here that
// service never arrives (its chunk fails to load), and the hover still shows the SDK's signature.

/** The TypeScript service's chunk (TypeScript itself and the declarations' loader), as the build names it. */
const TYPESCRIPT_SERVICE_CHUNK = /\/assets\/serveTypeScript-[^/]*\.js$/;
const MONACO_TIMEOUT_MS = 45_000;

test('on an unedited starter, a hover is answered before the TypeScript service is up', async ({ page }) => {
  test.setTimeout(120_000);
  const serviceRequests: string[] = [];
  // Workers' requests go through the context, not the page.
  await page.context().route(TYPESCRIPT_SERVICE_CHUNK, (route) => {
    serviceRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto(LESSON_1);
  await expect(region(page, 'Editor').locator('.code-editor')).toHaveAttribute('data-editor', 'monaco', {
    timeout: MONACO_TIMEOUT_MS,
  });
  await expect(async () => {
    const at = await textBox(page, 'new McpServer(', 'McpServer');
    expect(at).not.toBeNull();
    await page.mouse.move(at!.x, at!.y);
    await expect(hoverWidget(page)).toContainText('McpServer(serverInfo: Implementation', { timeout: 5_000 });
  }).toPass({ timeout: MONACO_TIMEOUT_MS });
  await expect(hoverWidget(page)).toContainText('High-level MCP server');
  // The service was asked for, and never came: the answer was the snapshot's.
  expect(serviceRequests.length).toBeGreaterThan(0);
});
