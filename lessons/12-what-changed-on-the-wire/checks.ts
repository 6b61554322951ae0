import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { describeExchange, httpExchanges } from '../../src/lessons/checkKit/http';
import { clientConnects } from '../../src/lessons/checkKit/modern';
import {
  CLIENT_CAPABILITIES_KEY,
  MODERN_VERSION,
  SERVER_INFO_KEY,
  clientExchanges,
  clientNamed,
  clientNotifications,
  clientToolCalls,
  envelopeVersion,
  metaOf,
  resultOf,
} from '../../src/lessons/checkKit/modern';

const LEGACY = 'legacy-app';
const MODERN = 'modern-app';
const TOOL = 'count_open_issues';
/** The methods a client sends only after connecting: the handshake and the discovery probe are not among them. */
const WORK = ['tools/list', 'tools/call'];

function workOf(run: RunView, name: string) {
  const client = clientNamed(run, name);
  return client ? clientExchanges(run, client).filter((x) => WORK.includes(x.method)) : undefined;
}

// Shortcuts this lesson rules out, and what catches each:
// - a legacy client with a 2026 version written into _meta by hand → modern-envelope, modern-results
//   (it still opens with initialize, and the results carry no resultType);
// - dropping the modern client, or switching both → one-server-both-eras, legacy-handshake;
// - a session or GET stream kept → modern-http.
// Pinning the revision is a correct alternative: a pinned client probes with server/discover too.
export default defineChecks([
  {
    id: 'legacy-handshake',
    title: `${LEGACY} opens with initialize and notifications/initialized (2025-11-25), and its requests carry no _meta envelope`,
    kind: 'observes',
    test(run) {
      const client = clientNamed(run, LEGACY);
      if (!client) return missingStep(`No client named ${LEGACY} connected. Keep the first talk(…) line.`);
      const init = clientExchanges(run, client, 'initialize')[0];
      if (!init) return `${LEGACY} sent no initialize: keep it a default client (no versionNegotiation option).`;
      const version = (resultOf(init) as { protocolVersion?: unknown } | undefined)?.protocolVersion;
      if (version !== '2025-11-25')
        return `The server answered ${LEGACY}'s initialize with protocolVersion ${String(version)}, expected 2025-11-25.`;
      if (!clientNotifications(run, client).some((n) => n.method === 'notifications/initialized'))
        return `${LEGACY} never sent notifications/initialized.`;
      const work = workOf(run, LEGACY)!;
      if (!work.some((x) => x.method === 'tools/call'))
        return missingStep(`${LEGACY} never called ${TOOL}. Keep talk(…) as it is.`);
      const enveloped = work.find((x) => envelopeVersion(x.request));
      if (enveloped)
        return `${LEGACY}'s ${enveloped.method} carried a protocol version in _meta: that is the 2026-07-28 envelope.`;
    },
  },
  {
    id: 'modern-envelope',
    title: `${MODERN} never sends initialize: every request carries protocol version ${MODERN_VERSION} and its client capabilities in _meta`,
    test(run) {
      const client = clientNamed(run, MODERN);
      if (!client) return missingStep(`No client named ${MODERN} connected. Keep the second talk(…) line.`);
      if (clientExchanges(run, client, 'initialize').length) {
        return `${MODERN} opened with initialize, the 2025-11-25 handshake: a v2 Client speaks the old era unless asked to negotiate. The hints show where to ask.`;
      }
      const work = workOf(run, MODERN)!;
      if (!work.some((x) => x.method === 'tools/call'))
        return missingStep(`${MODERN} never called ${TOOL}. Keep talk(…) as it is.`);
      for (const x of work) {
        const version = envelopeVersion(x.request);
        if (version !== MODERN_VERSION)
          return `${MODERN}'s ${x.method} declares protocol version ${version ?? 'none'} in _meta; expected ${MODERN_VERSION}.`;
        if (!metaOf(x.request)?.[CLIENT_CAPABILITIES_KEY])
          return `${MODERN}'s ${x.method} carries no client capabilities in _meta.`;
      }
    },
  },
  {
    id: 'modern-results',
    title: `Every result ${MODERN} receives says resultType "complete" and names the server in _meta; the tool list says how long it may be cached`,
    test(run) {
      const work = workOf(run, MODERN);
      if (!work) return missingStep(`No client named ${MODERN} connected. Keep the second talk(…) line.`);
      if (!work.some((x) => x.method === 'tools/list'))
        return missingStep(`${MODERN} never listed the tools. Keep talk(…) as it is.`);
      for (const x of work) {
        const result = resultOf(x);
        if (!result)
          return `${MODERN}'s ${x.method} got no result${x.response?.error ? ` (error ${x.response.error.code}: ${x.response.error.message})` : ''}.`;
        if (result.resultType === undefined)
          return `The result of ${MODERN}'s ${x.method} has no resultType: 2025-11-25 results have none. Switch ${MODERN} to the 2026-07-28 era.`;
        if (result.resultType !== 'complete')
          return `The result of ${MODERN}'s ${x.method} has resultType ${JSON.stringify(result.resultType)}; expected "complete".`;
        const meta = (result._meta ?? {}) as Record<string, unknown>;
        if (!meta[SERVER_INFO_KEY]) return `The result of ${MODERN}'s ${x.method} does not name its server in _meta.`;
        if (x.method === 'tools/list' && (typeof result.ttlMs !== 'number' || typeof result.cacheScope !== 'string')) {
          return `${MODERN}'s tools/list result has no ttlMs and cacheScope.`;
        }
      }
    },
  },
  {
    id: 'one-server-both-eras',
    title: `The same server factory answers both clients' ${TOOL} calls`,
    kind: 'observes',
    test(run) {
      for (const name of [LEGACY, MODERN]) {
        const client = clientNamed(run, name);
        const call = client && clientToolCalls(run, client, TOOL)[0];
        if (!call) return missingStep(`${name} never called ${TOOL}. Keep both talk(…) lines.`);
        if (!call.result || call.result.isError)
          return `${name}'s ${TOOL} call failed: ${call.error?.message ?? JSON.stringify(call.result?.content)}`;
      }
    },
  },
  {
    id: 'modern-http',
    title: `Over HTTP, ${MODERN} only POSTs, each naming its method in Mcp-Method beside MCP-Protocol-Version ${MODERN_VERSION}: no GET stream, no session id`,
    test(run) {
      const connect = clientConnects(run, MODERN)[0];
      if (!connect) return missingStep(`No client named ${MODERN} connected. Keep the second talk(…) line.`);
      const http = httpExchanges(run, connect.link);
      if (!http.length)
        return missingStep(`No HTTP request of ${MODERN} was traced. Keep the createHttpLink link as its fetch.`);
      const get = http.find((x) => x.request.method !== 'POST');
      if (get)
        return `${MODERN} sent ${describeExchange(get)}: the 2025 client's stream for the server's own messages. The 2026-07-28 revision has no GET stream.`;
      if (http.some((x) => x.request.headers['mcp-session-id'] || x.response?.headers['mcp-session-id']))
        return `${MODERN}'s requests carry an Mcp-Session-Id: 2026-07-28 has no sessions.`;
      for (const { request } of http) {
        if (request.headers['mcp-protocol-version'] !== MODERN_VERSION)
          return `${MODERN}'s POST says MCP-Protocol-Version ${request.headers['mcp-protocol-version'] ?? '(none)'}; expected ${MODERN_VERSION}.`;
        if (!request.headers['mcp-method'])
          return `${MODERN}'s POST carries no Mcp-Method header: a 2025 client does not send one.`;
      }
    },
  },
]);
