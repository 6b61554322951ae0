import { describe, expect, it } from 'vitest';
import { lessonRun, sourceRun } from '../../../../test/fixtures/lessonRuns';
import { HTTP_LINK_PROGRAM, LISTEN_PROGRAM, TWO_ERAS_PROGRAM } from '../../../../test/fixtures/modernPrograms';
import { chainOf } from './chainModel';
import { eraText, hopSentences, nodeFacts } from './chainText';

describe('chainOf', () => {
  it('two servers with the same tool names are two lanes, each with its own result and API calls', async () => {
    const { events } = await lessonRun('06-two-instances-one-name');
    const { lanes } = chainOf(events);
    expect(lanes.map((l) => l.lane.title)).toEqual(['gitlab “production”', 'gitlab “staging”']);
    const [production, staging] = lanes;
    expect(production.transport).toMatchObject({ kind: 'stdio', unit: 'line' });
    expect(production.lane.endpoint).toBe('npx gitlab-mcp');
    expect(production.api).toEqual({ calls: 0, refused: 0, apis: [] });
    expect(production.server.lastResult).toBeUndefined();
    expect(staging.api).toEqual({ calls: 1, refused: 0, apis: ['gitlab-staging'] });
    expect(staging.server.lastResult?.text).toContain('#4 Checkout fails');
    expect(staging.host).toMatchObject({ id: 'tour-host', modelCalls: 1, refused: [] });
    expect(production.host.modelCalls).toBe(0);
  });

  it('a call the host refused stops at the host: a refusal on the host, nothing on the wire for it', async () => {
    const { events } = await lessonRun('07-discovery-is-not-permission');
    const cut = events.findIndex((e) => e.kind === 'policy' && e.decision === 'deny') + 1;
    const before = chainOf(events.slice(0, cut));
    const [lane] = before.lanes;
    expect(lane.host.refused.map((p) => p.tool)).toEqual(['close_issue']);
    expect(before.active).toMatchObject({ kind: 'hop', from: 'host', to: 'client', stopped: true });
    // Only discovery had been sent when the host said no.
    expect(lane.client.requests).toBe(3);
    expect(lane.api.calls).toBe(0);
  });

  it('a token in the query: refused at the HTTP door, the server never reached, API calls 0', async () => {
    const { events } = await lessonRun('09-tokens-never-touch-the-model');
    const { lanes } = chainOf(events);
    // The fourth lane is the lesson's probe: the same token under another query name, refused the same way.
    expect(lanes.map((l) => l.transport.kind)).toEqual(['stdio', 'http', 'http', 'http']);
    const query = lanes[2];
    expect(lanes[3].server.reached).toBe(false);
    expect(lanes[3].transport.refusals.map((r) => r.status)).toEqual([400]);
    expect(lanes[3].api.calls).toBe(0);
    expect(query.lane.client?.name).toBe('host-query');
    expect(query.server.reached).toBe(false);
    expect(query.transport.refusals).toEqual([
      { status: 400, reason: 'Send the access token in the Authorization header, never in the URL.' },
    ]);
    expect(query.transport.secretsInUrl).toEqual(['MCP access token']);
    expect(query.api.calls).toBe(0);
    expect(lanes[0].api.calls).toBe(1);
    expect(lanes[1].api.calls).toBe(1);
    expect(lanes[1].lane.protocolVersion).toBe('2025-11-25');
  });

  it('lights the hop of the latest message, in the direction it travels', async () => {
    const { events } = await lessonRun('01-host-client-server');
    const firstSend = events.findIndex((e) => e.kind === 'jsonrpc' && e.direction === 'send');
    expect(chainOf(events.slice(0, firstSend + 1)).active).toMatchObject({
      kind: 'hop',
      from: 'client',
      to: 'transport',
    });
    expect(chainOf(events.slice(0, firstSend + 2)).active).toMatchObject({
      kind: 'hop',
      from: 'transport',
      to: 'server',
    });
    expect(chainOf(events.slice(0, firstSend + 3)).active).toMatchObject({
      kind: 'hop',
      from: 'server',
      to: 'transport',
    });
    expect(chainOf(events.slice(0, firstSend + 1)).active?.text).toBe('tour-host → word-tools: initialize (id 0)');
    expect(chainOf([]).lanes).toEqual([]);
  });
});

describe('chainOf on the 2026-07-28 wire', () => {
  it('each lane its era; the rounds of one tools/call count as one request; a fresh server per request; no session', async () => {
    const { lanes } = chainOf((await sourceRun(TWO_ERAS_PROGRAM)).events);
    const [modern, legacy] = lanes;
    expect(modern.era).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28', sdk: { client: 2, server: 2 } });
    expect(legacy.era).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25' });
    expect(lanes.map((lane) => lane.lane.title)).toEqual(['deployer (server#1)', 'deployer (server#2)']);
    // server/discover and one tools/call in two rounds.
    expect(modern.client).toEqual({
      requests: 2,
      notifications: 0,
      multiRound: { requests: 1, rounds: 2 },
      streams: 0,
    });
    expect(modern.server).toMatchObject({
      requests: 2,
      inputRequired: 1,
      protocolErrors: 0,
      lastResult: { text: 'deployed to staging', isError: false },
    });
    // The SDK's own transport into the handler's fetch: no HTTP exchanges traced, so messages are counted.
    expect(modern.transport).toMatchObject({ kind: 'http', unit: 'message', units: 6 });
    expect(modern.transport.session).toBeUndefined();
    expect(nodeFacts(modern, 'server').detail).toBe('server#1 · a fresh server per request');
    expect(nodeFacts(modern, 'client').counts.map((c) => c.text)).toEqual(['2 requests', '1 took 2 rounds']);
    expect(eraText(modern)).toBe('2026-07-28 · SDK v2');
    expect(eraText(legacy)).toBe('2025-11-25 · SDK v2');
    expect(hopSentences(modern)[1]).toBe(
      'Client → Transport (Streamable HTTP): 2 requests (1 took 2 rounds), 0 notifications.',
    );
    expect(legacy.client).toMatchObject({ requests: 2, notifications: 1, multiRound: { requests: 0, rounds: 0 } });
  });

  it('a listen stream: opened by the client, its notifications counted on the server', async () => {
    const [lane] = chainOf((await sourceRun(LISTEN_PROGRAM)).events).lanes;
    expect(lane.client).toMatchObject({ requests: 3, streams: 1, notifications: 1 });
    expect(lane.server.streamed).toBe(2);
    expect(nodeFacts(lane, 'server').counts.map((c) => c.text)).toContain('2 notifications on a listen stream');
  });

  it('a legacy Streamable HTTP lane keeps its session id', async () => {
    const { lanes } = chainOf((await lessonRun('08-stdio-and-streamable-http')).events);
    const http = lanes.find((lane) => lane.transport.kind === 'http')!;
    expect(http.transport.session).toMatch(/\S/);
    expect(nodeFacts(http, 'transport').detail).toMatch(/ · session \S+/);
    expect(eraText(http)).toBe('2025-11-25 · SDK 1.x');
  });
});

describe('chainOf over the tour HTTP link', () => {
  it('a modern lane counts HTTP requests and has no session; a legacy stateless lane: the GET stream answered 405 is no refusal', async () => {
    const [modern, legacy] = chainOf((await sourceRun(HTTP_LINK_PROGRAM)).events).lanes;
    expect(modern.transport).toMatchObject({ unit: 'HTTP request', units: 2, refusals: [] });
    expect(modern.transport.session).toBeUndefined();
    expect(nodeFacts(modern, 'transport').detail).toBe('weather.example/mcp');
    expect(legacy.transport).toMatchObject({ unit: 'HTTP request', units: 4, refusals: [], noGetStream: true });
    expect(nodeFacts(legacy, 'transport').counts).toContainEqual({ text: 'no GET stream (405)', tone: 'plain' });
  });
});
