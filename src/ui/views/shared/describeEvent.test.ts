import { describe, expect, it } from 'vitest';
import { sourceRun } from '../../../../test/fixtures/lessonRuns';
import { secretInUrlProgram } from '../../../../test/fixtures/secretPrograms';
import { describeEvent } from './describeEvent';
import { runLanes } from './lanes';

describe('describeEvent', () => {
  it('an HTTP request whose URL carries a marked secret under a harmless name is described with it masked', async () => {
    const value = 'tour+SECRET/0123456789==';
    const { events } = await sourceRun(secretInUrlProgram(value));
    const lanes = runLanes(events);
    const requests = events.filter((event) => event.kind === 'http' && event.direction === 'request');
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      const text = describeEvent(request, lanes);
      expect(text).toMatch(/^HTTP POST https:\/\/api\.example\/mcp\?sig=/);
      expect(text).not.toContain(encodeURIComponent(value));
      expect(text).not.toContain(value);
    }
  });
});
