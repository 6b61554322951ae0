import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import {
  bearerToken,
  describeExchange,
  httpExchanges,
  rpcMethodOf,
  type HttpExchange,
} from '../../src/lessons/checkKit/http';
import { contextJson, secretLeaks } from '../../src/lessons/checkKit/llmContext';
import {
  bearerChallenge,
  exchangesAt,
  formBody,
  issuedTokens,
  jsonBody,
  withoutQuery,
} from '../../src/lessons/checkKit/oauth';
import { handlerRuns } from '../../src/lessons/checkKit/toolCalls';

// Shortcuts this lesson rules out, and what catches each:
// - a server that serves a request without a token, or challenges without resource_metadata → challenge;
// - a client that registers dynamically, skips PKCE or resource, or ignores iss → authorization-code-flow;
// - accepting any active token whoever it was issued for → foreign-token-refused (the wiki's token);
// - checking the audience of known tokens only, so a token nobody issued passes → foreign-token-refused:
//   the program's probe presents a random token on a close_issue call the app never makes;
// - no scope check, or 401 where 403 insufficient_scope belongs → insufficient-scope;
// - a token in the model's context or a URL → token-stays-out.
const MCP_URL = 'https://mcp.acme.example/mcp';
const WRITE = 'issues:write';

/** The MCP endpoint's POSTs, in order. */
const mcpPosts = (run: RunView) => exchangesAt(run, MCP_URL, 'POST');

/** The tool name a tools/call POST carried. */
function toolOf(exchange: HttpExchange): string | undefined {
  if (rpcMethodOf(exchange.request) !== 'tools/call') return undefined;
  try {
    return (JSON.parse(exchange.request.body ?? '') as { params?: { name?: string } }).params?.name;
  } catch {
    return undefined;
  }
}

/**
 * Authorization requests, as the authorization server logged them (the browser opens them, so they
 * need not cross the program's own links): each with its query parameters and seq.
 */
function authorizationRequests(run: RunView) {
  return run.events.flatMap((e) => {
    if (e.kind !== 'api-call' || e.method !== 'GET') return [];
    const url = new URL(e.path, 'https://as.invalid');
    return url.pathname.endsWith('/authorize') && url.searchParams.get('response_type') === 'code'
      ? [{ seq: e.seq, status: e.status, params: url.searchParams }]
      : [];
  });
}

/** The browser landing back at the app: a GET whose query carries the authorization response (code or error, with iss). */
function callbacks(run: RunView) {
  return httpExchanges(run).filter((x) => {
    const params = new URL(x.request.url).searchParams;
    return x.request.method === 'GET' && (params.has('code') || params.has('error')) && params.has('iss');
  });
}

const noChallenge = () =>
  'The MCP server never answered a request without a token with 401. Refuse it with 401 and WWW-Authenticate: Bearer resource_metadata="…", so the client learns where to get a token.';

export default defineChecks([
  {
    id: 'challenge',
    title:
      'A request without a token gets 401 with WWW-Authenticate: Bearer resource_metadata=…, and that URL serves Protected Resource Metadata naming this server and its authorization server',
    test(run) {
      const first = mcpPosts(run).find((x) => !bearerToken(x.request));
      if (!first) return missingStep('No request reached the MCP server. Keep host.connect(...).');
      if (first.response?.status !== 401)
        return `${describeExchange(first)}: a request without a token was served. ${noChallenge()}`;
      const challenge = bearerChallenge(first);
      if (!challenge) return 'The 401 has no WWW-Authenticate: Bearer header.';
      if (!challenge.resource_metadata) {
        return 'The 401\'s WWW-Authenticate names no resource_metadata. In 2026-07-28 that is how a client finds the Protected Resource Metadata (it may fall back to guessing the well-known URL): add resource_metadata="…".';
      }
      const metadata = exchangesAt(run, challenge.resource_metadata, 'GET').find((x) => x.response?.status === 200);
      if (!metadata)
        return `Nothing answered 200 at ${challenge.resource_metadata}, the resource_metadata the challenge names.`;
      const document = jsonBody(metadata);
      if (document?.resource !== MCP_URL)
        return `The Protected Resource Metadata names resource ${JSON.stringify(document?.resource)}, not ${MCP_URL}.`;
      if (!Array.isArray(document.authorization_servers) || document.authorization_servers.length === 0)
        return 'The Protected Resource Metadata lists no authorization_servers.';
    },
  },
  {
    id: 'authorization-code-flow',
    title:
      'The client authorizes as 2026-07-28 says: a Client ID Metadata Document for client_id, PKCE (S256), resource = the MCP server, iss in the redirect, no dynamic registration',
    test(run) {
      const [request] = authorizationRequests(run);
      if (!request) return noChallenge();
      const { params } = request;
      const clientId = params.get('client_id') ?? '';
      if (!clientId.startsWith('https://'))
        return `client_id is ${JSON.stringify(clientId)}, not a Client ID Metadata Document URL.`;
      const fetched = exchangesAt(run, clientId, 'GET').find(
        (x) => x.response?.status === 200 && jsonBody(x)?.client_id === clientId,
      );
      if (!fetched) return `The authorization server never read the client's metadata document at ${clientId}.`;
      if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge'))
        return 'The authorization request carries no S256 code_challenge (PKCE).';
      if (params.get('resource') !== MCP_URL)
        return `The authorization request's resource is ${JSON.stringify(params.get('resource'))}, not ${MCP_URL}.`;
      const metadata = httpExchanges(run).find(
        (x) =>
          /\/\.well-known\/(oauth-authorization-server|openid-configuration)/.test(x.request.url) &&
          x.response?.status === 200,
      );
      const issuer = metadata && jsonBody(metadata)?.issuer;
      const callback = callbacks(run).find((x) => x.request.seq > request.seq);
      if (!callback)
        return missingStep(
          'The browser never came back to the app with the authorization response. Keep userSignsIn() after the UnauthorizedError.',
        );
      const answer = new URL(callback.request.url).searchParams;
      if (!answer.get('code'))
        return `The authorization server answered with an error: ${answer.get('error')} (${answer.get('error_description') ?? ''}).`;
      if (typeof issuer !== 'string' || answer.get('iss') !== issuer)
        return `The redirect's iss (${answer.get('iss')}) is not the issuer of the authorization server metadata (${issuer}).`;
      const token = httpExchanges(run).find(
        (x) => x.request.method === 'POST' && formBody(x).get('code') === answer.get('code'),
      );
      if (!token)
        return missingStep("The code was never redeemed at the token endpoint. Keep the app's callback (finishAuth).");
      const form = formBody(token);
      if (!form.get('code_verifier') || form.get('resource') !== MCP_URL)
        return 'The token request lacks its code_verifier or the resource parameter.';
      const registration = httpExchanges(run).find(
        (x) => x.request.method === 'POST' && /\/register\b/.test(withoutQuery(x.request.url)),
      );
      if (registration)
        return `The client registered dynamically (${registration.request.url}); 2026-07-28 deprecates that in favour of Client ID Metadata Documents.`;
      const issued = issuedTokens(run)[0];
      if (
        !issued ||
        !mcpPosts(run).some((x) => bearerToken(x.request) === issued.token && (x.response?.status ?? 0) < 400)
      )
        return 'No MCP request was served with the token the flow obtained.';
    },
  },
  {
    id: 'foreign-token-refused',
    title:
      'A token this authorization flow did not issue for this server gets 401, and nothing runs: one issued for the wiki, replayed, and one nobody issued',
    test(run) {
      const issued = new Set(issuedTokens(run).map((t) => t.token));
      const foreign = mcpPosts(run).filter((x) => bearerToken(x.request) && !issued.has(bearerToken(x.request)!));
      if (foreign.length < 2)
        return missingStep(
          'Fewer than two requests presented a token this flow did not issue. Keep the replayed token and the probe at the end.',
        );
      const served = foreign.find((x) => x.response?.status !== 401);
      if (served) {
        return (
          `${describeExchange(served)} (event #${served.request.seq}) with a token this server never got from the flow: one issued for another resource, or one nobody issued. ` +
          `A server MUST only accept tokens issued for it: introspect the token and refuse it with 401 unless it is active and its aud is ${MCP_URL}.`
        );
      }
    },
  },
  {
    id: 'insufficient-scope',
    title: `close_issue with a read-only token gets 403 insufficient_scope naming ${WRITE}; the user approves more, and the retried call succeeds`,
    test(run) {
      const tokens = issuedTokens(run);
      const scopesOf = (x: HttpExchange) => tokens.find((t) => t.token === bearerToken(x.request))?.scope ?? [];
      const closes = mcpPosts(run).filter((x) => toolOf(x) === 'close_issue' && bearerToken(x.request));
      if (closes.length === 0)
        return tokens.length === 0
          ? noChallenge()
          : missingStep('close_issue was never called with a token. Keep the second turn.');
      const readOnly = closes.find((x) => !scopesOf(x).includes(WRITE));
      if (!readOnly) return missingStep(`close_issue was never tried with a token lacking ${WRITE}.`);
      if (readOnly.response?.status !== 403) {
        return `close_issue with a token granted only ${JSON.stringify(scopesOf(readOnly).join(' '))} was answered ${readOnly.response?.status}. Answer 403 with WWW-Authenticate: Bearer error="insufficient_scope", scope="… ${WRITE}", resource_metadata="…".`;
      }
      const challenge = bearerChallenge(readOnly);
      if (
        challenge?.error !== 'insufficient_scope' ||
        !(challenge.scope ?? '').split(' ').includes(WRITE) ||
        !challenge.resource_metadata
      ) {
        return `The 403 should carry WWW-Authenticate: Bearer error="insufficient_scope", scope naming ${WRITE}, and resource_metadata; it carried ${JSON.stringify(readOnly.response?.headers['www-authenticate'] ?? null)}.`;
      }
      const ranEarly = handlerRuns(run, 'close_issue').find(
        (h) => h.start.seq < readOnly.request.seq || (readOnly.response && h.start.seq < readOnly.response.seq),
      );
      if (ranEarly) return 'close_issue ran for the read-only token.';
      const stepUp = authorizationRequests(run).find((a) => a.seq > readOnly.request.seq);
      if (!stepUp)
        return missingStep(
          'No second authorization followed the 403. Keep the step-up (userSignsIn) after the refused call.',
        );
      const retried = closes.find(
        (x) => x.request.seq > stepUp.seq && scopesOf(x).includes(WRITE) && x.response?.status === 200,
      );
      if (!retried || !handlerRuns(run, 'close_issue').some((h) => h.start.seq > retried.request.seq))
        return `The retried close_issue with ${WRITE} did not succeed.`;
    },
  },
  {
    id: 'token-stays-out',
    title:
      "No access token reaches the model's context, the console or a URL: it lives with the OAuth client and travels only in the Authorization header",
    kind: 'observes',
    test(run) {
      const leak = secretLeaks(run)[0];
      if (leak) return `An access token showed up in the ${leak.where} (event #${leak.inEvent}).`;
      const context = contextJson(run);
      const inContext = issuedTokens(run).find((t) => context.includes(t.token));
      if (inContext) return "An access token reached the model's context.";
    },
  },
]);
