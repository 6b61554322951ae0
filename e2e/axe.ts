import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SANDBOX_FRAME_TITLE } from '../src/runtime/sandbox/sandboxNames';

// axe-core, the accessibility engine, run over the page as it stands and into its frames (an
// embed's iframe included). Only serious and critical findings fail a test; each comes back as one
// readable line.

/** Rules of lesser impact that a learner with a screen reader has hit here: they fail too. */
const ALSO_FAILING = new Set(['empty-table-header']);

/**
 * Serious or critical axe violations (and ALSO_FAILING), one line per element ("rule: help — selector").
 * `only` limits the scan to those rules (a theme switch changes colours, nothing else).
 */
export async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (only) builder.withRules(only);
  const { violations } = await builder
    // The code runner's frame is hidden from everyone (aria-hidden, out of sight) and holds no content.
    .exclude(`iframe[title="${SANDBOX_FRAME_TITLE}"]`)
    // One axe run in the page that reaches its frames itself: the default merges every frame's results in
    // a fresh page of its own, several seconds a scan here.
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || ALSO_FAILING.has(violation.id),
    )
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${violation.help} — ${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
      ),
    );
}
