import { describe, expect, it } from 'vitest';
import { MODERN_TOUR_OUTPUT, MODERN_TOUR_SOURCE } from '../../../../test/fixtures/modernTour';
import { runInNode } from '../../node/runInNode';
import { RunView } from '../../trace/query';

// The program the browser test runs in the playground (test/fixtures/modernTourProgram.ts), here
// under Node: the host, the authorization server and the HTTP link with SDK v2 together.

describe('the tour helpers together with SDK v2', () => {
  it('signs in with OAuth, connects a host in the modern era and answers from a tool', async () => {
    const record = await runInNode(MODERN_TOUR_SOURCE);
    expect(record.error).toBeUndefined();
    expect(new RunView(record).consoleOutput()).toEqual(MODERN_TOUR_OUTPUT);
  });
});
