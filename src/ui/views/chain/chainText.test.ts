import { describe, expect, it } from 'vitest';
import { lessonRun } from '../../../../test/fixtures/lessonRuns';
import { chainOf } from './chainModel';
import { hopSentences, nodeFacts } from './chainText';

describe('chain words', () => {
  it('says each stop of a lane, API calls 0 included', async () => {
    const [production, staging] = chainOf((await lessonRun('06-two-instances-one-name')).events).lanes;
    expect(nodeFacts(production, 'host')).toMatchObject({
      name: 'tour-host',
      detail: 'calls this server “production”',
    });
    expect(nodeFacts(production, 'transport')).toMatchObject({
      name: 'stdio',
      detail: 'simulated child process: npx gitlab-mcp',
    });
    expect(nodeFacts(production, 'api').counts[0]).toEqual({ text: 'API calls 0', tone: 'plain' });
    expect(nodeFacts(staging, 'server').note?.text).toMatch(/^Result: #4 Checkout fails/);
    expect(hopSentences(staging)).toEqual([
      'Host tour-host → Client tour-host: 1 model tool call.',
      'Client → Transport (stdio): 4 requests, 1 notification.',
      expect.stringMatching(
        /^Transport → Server gitlab 1\.0\.0: 9 lines; 4 requests answered with 0 protocol errors and 0 isError results; last result: #4 Checkout/,
      ),
      'Server → API gitlab-staging: API calls 1.',
    ]);
  });

  it('says where a call stopped: at the host, or at the HTTP door', async () => {
    const refused = chainOf((await lessonRun('07-discovery-is-not-permission')).events).lanes[0];
    expect(hopSentences(refused)[0]).toBe(
      "Host tour-host → Client tour-host: 1 model tool call; the host's policy refused close_issue, so it stopped at the host and never reached the wire.",
    );
    const query = chainOf((await lessonRun('09-tokens-never-touch-the-model')).events).lanes[2];
    // Refused at the door, the host never reached its model: still its host, not "your code".
    expect(nodeFacts(query, 'host')).toMatchObject({ name: 'host-query', counts: [{ text: '0 model tool calls' }] });
    expect(nodeFacts(query, 'server')).toMatchObject({ name: 'not reached', absent: true });
    expect(hopSentences(query)[2]).toBe(
      'Transport → Server: 1 HTTP request; no server was reached (refused with HTTP 400 (Send the access token in the Authorization header, never in the URL.); MCP access token seen in the URL).',
    );
  });
});

describe('an endpoint that answers with an error before any server runs', () => {
  it('lesson 20: the future client is answered -32022, not "no server answered"', async () => {
    const chain = chainOf((await lessonRun('20-serving-both-eras')).events);
    const future = chain.lanes.find((lane) => lane.lane.client?.name === 'future-app')!;
    expect(future.server.reached).toBe(false);
    const facts = nodeFacts(future, 'server');
    expect(facts).toMatchObject({
      name: 'answered with an error',
      counts: [{ text: '1 protocol error', tone: 'bad' }],
    });
    expect(facts.detail).toContain('-32022');
    expect(facts.absent).toBeUndefined();
    expect(hopSentences(future, false)[2]).toContain(
      'the endpoint answered error -32022 (Unsupported protocol version',
    );
    expect(future.lane.title).not.toContain('no server answered');
  });
});
