import { runTest } from '../acceptance/testRun';
import type { LinkFetch } from '../transports/http/httpLink';
import { completed, postMcp, type RawAnswer } from './rawRequest';

// Another user of an MCP server that acts for its users at a third party (2026-07-28, URL-mode
// elicitation): once the user has connected their account, this user calls the same tool, then
// has the user's browser open *their* connect link, the phishing the elicitation page describes.
// Each step is a subtest of the suite "probe: third-party grant".

export interface ThirdPartyGrantTarget {
  /** The link's fetch, so every request is traced. */
  fetch: LinkFetch;
  /** The MCP endpoint. */
  url: string | URL;
  /** A tool that needs the user's grant at the third party. */
  tool: string;
  arguments?: Record<string, unknown>;
  /** The MCP access tokens of the user (who has connected already) and of another user. */
  userToken: string;
  otherUserToken: string;
  /** Opens a URL in the user's browser, where the user is signed in and approves what is asked. */
  browse: (url: string) => Promise<unknown>;
}

export const THIRD_PARTY_SUITE = 'probe: third-party grant';

export const THIRD_PARTY_TESTS = {
  otherUserAsked: 'another user is sent to connect an account of their own',
  phishing: "a connect link opened in the user's browser grants its owner nothing",
  userKept: "the user's own grant is kept: the next call completes without asking",
} as const;

/** Runs the three steps against `target`; resolves to true when all three hold. */
export async function probeThirdPartyGrant(target: ThirdPartyGrantTarget): Promise<boolean> {
  const call = (token: string, extra: Record<string, unknown> = {}) =>
    postMcp(
      target.fetch,
      target.url,
      'tools/call',
      { name: target.tool, arguments: target.arguments ?? {}, ...extra },
      {
        headers: { authorization: `Bearer ${token}` },
        capabilities: { elicitation: { url: {} } },
      },
    );
  let asked: RawAnswer | undefined;
  return runTest(THIRD_PARTY_SUITE, async (t) => {
    await t.test(THIRD_PARTY_TESTS.otherUserAsked, async () => {
      asked = await call(target.otherUserToken);
      if (completed(asked)) throw new Error('The other user got a result without connecting an account of their own.');
      if (urlOf(asked) === undefined)
        throw new Error(`The server did not send the other user a URL-mode elicitation (${describe(asked)}).`);
    });
    await t.test(THIRD_PARTY_TESTS.phishing, async () => {
      const url = asked && urlOf(asked);
      if (!asked || url === undefined) throw new Error('There was no connect link to try.');
      await target.browse(url);
      const result = asked.result ?? {};
      const retry = await call(target.otherUserToken, {
        inputResponses: Object.fromEntries(
          Object.keys((result.inputRequests ?? {}) as object).map((key) => [key, { action: 'accept' }]),
        ),
        ...(typeof result.requestState === 'string' ? { requestState: result.requestState } : {}),
      });
      if (completed(retry))
        throw new Error(
          "The other user's call completed after the user's browser opened the other user's link: the user's account was bound to them.",
        );
    });
    await t.test(THIRD_PARTY_TESTS.userKept, async () => {
      const again = await call(target.userToken);
      if (!completed(again)) throw new Error(`The user's next call did not complete (${describe(again)}).`);
    });
  });
}

/** The URL of the first URL-mode elicitation in an input_required result. */
function urlOf(answer: RawAnswer): string | undefined {
  const requests = (answer.result?.inputRequests ?? {}) as Record<
    string,
    { method?: string; params?: { mode?: string; url?: unknown } }
  >;
  for (const request of Object.values(requests))
    if (
      request?.method === 'elicitation/create' &&
      request.params?.mode === 'url' &&
      typeof request.params.url === 'string'
    )
      return request.params.url;
  return undefined;
}

function describe(answer: RawAnswer): string {
  if (answer.error) return `error ${answer.error.code} ${answer.error.message}`;
  const result = answer.result;
  return result
    ? `resultType ${String(result.resultType)}${result.isError ? ', isError' : ''}`
    : `HTTP ${answer.status}`;
}
