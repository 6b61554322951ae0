import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { withoutMonaco } from './support';

// A lesson's outline: its sections as links above the prose, open on a wide screen, one line that
// opens on a phone. A link moves the reading position and the focus to the section.

const LESSON_12 = '/lessons/what-changed-on-the-wire/';
const SECTIONS = ['The server is a factory', 'What the modern client sends', 'Your turn', 'In the specification'];

const outline = (page: Page) => page.getByRole('navigation', { name: 'Lesson outline' });

/** True when the element's top is inside the viewport and not under the sticky header. */
async function inView(page: Page, name: string): Promise<boolean> {
  const heading = page.getByRole('heading', { name, exact: true });
  return heading.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    return top >= header - 1 && top < innerHeight - 40;
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const) {
  test(`the outline is open and moves to a section, ${size.width}×${size.height}`, async ({ page }) => {
    await withoutMonaco(page);
    await page.setViewportSize(size);
    await page.goto(LESSON_12);
    const links = outline(page).getByRole('link');
    await expect(links).toHaveText(SECTIONS);
    await expect(links.first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`outline-${size.width}.png`) });

    // By keyboard: Tab reaches a link, Enter moves there and puts the focus on the heading.
    await links.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your turn', exact: true })).toBeFocused();
    await expect.poll(() => inView(page, 'Your turn')).toBe(true);

    await links.nth(1).click();
    await expect(page.getByRole('heading', { name: 'What the modern client sends', exact: true })).toBeFocused();
    await expect.poll(() => inView(page, 'What the modern client sends')).toBe(true);
    // The section read is marked; on the tallest screen the text ends before that heading reaches the
    // top, and the last heading in sight is the one marked.
    await expect(outline(page).locator('a[aria-current="location"]')).toHaveCount(1);
    if (size.width < 1920) await expect(links.nth(1)).toHaveAttribute('aria-current', 'location');
    // The address is the lesson's still: the outline moves within the page.
    expect(new URL(page.url()).pathname).toBe(LESSON_12);
  });
}

test('on a phone the outline is one line until opened', async ({ page }) => {
  await withoutMonaco(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(LESSON_12);
  const summary = outline(page).getByText('On this page');
  await expect(summary).toBeVisible();
  await expect(outline(page).getByRole('link').first()).toBeHidden();
  const box = await outline(page).boundingBox();
  expect(box?.height).toBeLessThan(50);
  await page.screenshot({ path: test.info().outputPath('outline-375-closed.png') });

  await summary.focus();
  await page.keyboard.press('Enter');
  const links = outline(page).getByRole('link');
  await expect(links).toHaveText(SECTIONS);
  await page.screenshot({ path: test.info().outputPath('outline-375-open.png') });
  await links.nth(1).click();
  await expect(page.getByRole('heading', { name: 'What the modern client sends', exact: true })).toBeFocused();
  await expect.poll(() => inView(page, 'What the modern client sends')).toBe(true);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`lesson outline (${colorScheme}): no serious axe findings`, async ({ page }) => {
    await withoutMonaco(page);
    await page.emulateMedia({ colorScheme });
    await page.goto(LESSON_12);
    await outline(page).getByRole('link', { name: 'Your turn' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
