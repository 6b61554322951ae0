import { describe, expect, it } from 'vitest';
import { lessonRun, sourceRun } from '../../../test/fixtures/lessonRuns';
import { LISTEN_PROGRAM, PROBE_FALLBACK_PROGRAM, TWO_ERAS_PROGRAM } from '../../../test/fixtures/modernPrograms';
import { connectionEra, connectionEras, metaEnvelope, resultTypeOf } from './eras';
import type { ConnectEvent, JsonRpcEvent } from './events';
import { exchanges } from './query';
import { wireMessages } from './wire';
import { listenStreams, multiRoundRequests } from './rounds';

// The era of each connection, the _meta envelope, multi round-trip requests and listen streams,
// read from traces that SDK v2 (and 1.x) really produce.

const twoEras = sourceRun(TWO_ERAS_PROGRAM);
const listen = sourceRun(LISTEN_PROGRAM);
const fallback = sourceRun(PROBE_FALLBACK_PROGRAM);
const linkOf = (events: readonly { kind: string }[], client: string) =>
  (events.find((e) => e.kind === 'connect' && (e as ConnectEvent).ref.name === client) as ConnectEvent).link;

describe('connectionEras', () => {
  it('an auto client over createMcpHandler speaks 2026-07-28 after server/discover; a legacy client 2025-11-25 after initialize', async () => {
    const { events, status } = await twoEras;
    expect(status).toBe('ok');
    const modern = connectionEra(events, linkOf(events, 'modern-app'));
    expect(modern).toMatchObject({
      era: 'modern',
      protocolVersion: '2026-07-28',
      discovered: true,
      supportedVersions: ['2026-07-28'],
      sdk: { client: 2, server: 2 },
      perRequest: true,
    });
    const legacy = connectionEra(events, linkOf(events, 'legacy-app'));
    expect(legacy).toMatchObject({
      era: 'legacy',
      protocolVersion: '2025-11-25',
      discovered: false,
      sdk: { client: 2, server: 2 },
      perRequest: true,
    });
  });

  it('SDK 1.x over InMemoryTransport: the legacy era, its version from the initialize answer', async () => {
    const { events } = await lessonRun('01-host-client-server');
    const [era] = connectionEras(events).values();
    expect(era).toMatchObject({
      era: 'legacy',
      protocolVersion: '2025-11-25',
      discovered: false,
      sdk: { client: 1, server: 1 },
      perRequest: false,
    });
  });

  it('an auto client whose probe a 1.x server refuses falls back to initialize: legacy, probed first', async () => {
    const { events, status } = await fallback;
    expect(status).toBe('ok');
    expect(connectionEra(events, linkOf(events, 'auto-app'))).toMatchObject({
      era: 'legacy',
      protocolVersion: '2025-11-25',
      discovered: true,
      sdk: { client: 2 },
    });
  });

  it('replayed step by step: unknown until the probe is answered, modern from then on', async () => {
    const { events } = await twoEras;
    const link = linkOf(events, 'modern-app');
    const probeAnswered = events.findIndex(
      (e) => e.kind === 'jsonrpc' && e.message.method === undefined && e.message.id === 'server-discover-probe-1',
    );
    const probing = connectionEra(events.slice(0, probeAnswered), link);
    expect(probing.era).toBeUndefined();
    expect(probing.discovered).toBe(true);
    expect(connectionEra(events.slice(0, probeAnswered + 1), link)).toMatchObject({
      era: 'modern',
      protocolVersion: '2026-07-28',
    });
  });
});

describe('metaEnvelope and resultType', () => {
  it('reads the protocol version, client info and capabilities a modern request carries, and the serverInfo of its result', async () => {
    const { events } = await twoEras;
    const call = exchanges(events).find((x) => x.method === 'tools/call')!;
    expect(metaEnvelope(call.request)).toMatchObject({
      protocolVersion: '2026-07-28',
      clientInfo: { name: 'modern-app', version: '1.0.0' },
      clientCapabilities: { elicitation: {} },
    });
    expect(metaEnvelope(call.response!)?.serverInfo).toEqual({ name: 'deployer', version: '1.0.0' });
    expect(resultTypeOf(call.response!)).toBe('input_required');
    const initialize = exchanges(events).find((x) => x.method === 'initialize')!;
    expect(metaEnvelope(initialize.request)).toBeUndefined();
    expect(resultTypeOf(initialize.response!)).toBeUndefined();
  });
});

describe('multiRoundRequests', () => {
  it('groups the input_required answer and the retry with inputResponses as one tools/call in two rounds', async () => {
    const { events } = await twoEras;
    const [deploy, ...others] = multiRoundRequests(events);
    expect(others).toEqual([]);
    expect(deploy).toMatchObject({
      method: 'tools/call',
      target: 'deploy',
      outcome: 'complete',
      asked: [[{ key: 'confirm', method: 'elicitation/create' }], []],
    });
    expect(deploy.rounds.map((round) => round.id)).toEqual([0, 1]);
    expect((deploy.rounds[1].request.params as { inputResponses: unknown }).inputResponses).toEqual({
      confirm: { action: 'accept', content: { confirm: true } },
    });
  });

  it('before the retry, one round waits for input', async () => {
    const { events } = await twoEras;
    const retry = events.findIndex(
      (e) =>
        e.kind === 'jsonrpc' &&
        e.direction === 'send' &&
        (e.message.params as { inputResponses?: unknown } | undefined)?.inputResponses,
    );
    const [deploy] = multiRoundRequests(events.slice(0, retry));
    expect(deploy.rounds).toHaveLength(1);
    expect(deploy.outcome).toBe('input_required');
  });

  it('finds none in a 1.x run', async () => {
    expect(multiRoundRequests((await lessonRun('01-host-client-server')).events)).toEqual([]);
  });
});

describe('listenStreams and wireMessages', () => {
  it('a subscriptions/listen stream: its filter, the acknowledgement and notification delivered on it, closed by the client', async () => {
    const { events, status } = await listen;
    expect(status).toBe('ok');
    const [stream, ...others] = listenStreams(events);
    expect(others).toEqual([]);
    expect(stream).toMatchObject({
      id: 'listen:0',
      filter: { toolsListChanged: true },
      honored: { toolsListChanged: true },
      end: { by: 'client' },
    });
    const methods = stream.delivered.map((seq) => (events.find((e) => e.seq === seq) as JsonRpcEvent).message.method);
    expect(methods).toEqual(['notifications/subscriptions/acknowledged', 'notifications/tools/list_changed']);
  });

  it('counts a message once when its two ends are traced on two links (a raw fetch)', async () => {
    const { events } = await fallback;
    const methods = wireMessages(events).map((e) => e.message.method ?? 'answer');
    expect(methods).toEqual([
      'server/discover',
      'initialize',
      'answer',
      'notifications/initialized',
      'tools/list',
      'answer',
    ]);
  });

  it('counts a message once: what a traced peer sent, and what arrived from the untraced listen stream', async () => {
    const { events } = await listen;
    const methods = wireMessages(events).map((e) => e.message.method ?? 'answer');
    expect(methods).toEqual([
      'server/discover',
      'answer',
      'subscriptions/listen',
      'notifications/subscriptions/acknowledged',
      'notifications/tools/list_changed',
      'tools/list',
      'answer',
      'notifications/cancelled',
    ]);
  });
});
