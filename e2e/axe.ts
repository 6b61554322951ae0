import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

// axe-core, the accessibility engine, run inside the page (or an embed's frame) as it stands.
// Only serious and critical findings fail a test; each comes back as one readable line.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Rules of lesser impact that a learner with a screen reader has hit here: they fail too. */
const ALSO_FAILING = new Set(['empty-table-header']);

/** Serious or critical axe violations (and ALSO_FAILING), one line per element ("rule: help — selector"). */
export async function seriousViolations(target: Page | Frame): Promise<string[]> {
  // Evaluated through the debugging protocol, so the page's Content-Security-Policy does not apply.
  await target.evaluate(axeSource);
  const violations = await target.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
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
