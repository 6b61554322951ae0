import { defineChecks, missingStep } from '../../src/lessons/checks';
import { messagesInBody } from '../../src/lessons/checkKit/eras';
import { bearerToken, httpExchanges } from '../../src/lessons/checkKit/http';
import { probeSuiteOutcome } from '../../src/lessons/checkKit/probeSuites';
import { THIRD_PARTY_SUITE, THIRD_PARTY_TESTS as T } from '../../src/runtime/modules/tour/probes/thirdPartyGrant';

// Shortcuts this lesson rules out:
// - passing the client's MCP token on to GitLab (token passthrough): seen on the wire;
// - one GitLab token for the whole server: probeThirdPartyGrant's other user gets a result
//   without connecting an account of their own;
// - asking for the GitLab token in a form (the client and the model would see it): the app only
//   fills URL-mode elicitations, so the call never completes;
// - a connect page that trusts whoever opens the link: the probe has the user's browser open the
//   other user's link, and the other user must still have no grant;
// - forgetting the grant after one use: the user's next call must complete without asking.

const MCP_ORIGIN = 'https://mcp.acme.example';
const GITLAB_API_ORIGIN = 'https://gitlab.example';
const originOf = (url: string) => new URL(url).origin;

interface Result {
  resultType?: string;
  isError?: boolean;
  inputRequests?: Record<string, { params?: { mode?: string } }>;
}

export default defineChecks([
  {
    id: 'asks-by-url',
    title:
      "alice's call is answered with a URL-mode elicitation, she connects in her browser, and the retry returns her issues",
    test(run) {
      const calls = httpExchanges(run).filter(
        (x) => originOf(x.request.url) === MCP_ORIGIN && x.request.headers['mcp-method'] === 'tools/call',
      );
      if (calls.length === 0) return missingStep("alice's app made no tools/call. Keep client.callTool(...).");
      const results = calls.map(
        (x) => messagesInBody(x.response?.body).find((m) => 'result' in m)?.result as Result | undefined,
      );
      const asked =
        results[0]?.resultType === 'input_required' &&
        Object.values(results[0].inputRequests ?? {}).some((r) => r.params?.mode === 'url');
      if (!asked)
        return `The server answered alice's first call without sending her to connect her GitLab account (a URL-mode elicitation). The elicitation page: URL mode "enables a pattern where MCP servers act as OAuth clients to third-party resource servers", and "Servers MUST NOT use form mode elicitation to request sensitive information such as passwords, API keys, access tokens".`;
      if (!results.slice(1).some((r) => r?.resultType === 'complete' && r.isError !== true))
        return "alice's retry did not return her issues: after she connected, the server should find her GitLab token and use it.";
    },
  },
  {
    id: 'no-token-passthrough',
    title: 'GitLab never sees a token the MCP client presented to the MCP server',
    test(run) {
      const all = httpExchanges(run);
      const mcpTokens = new Set(
        all.filter((x) => originOf(x.request.url) === MCP_ORIGIN).flatMap((x) => bearerToken(x.request) ?? []),
      );
      const toGitlab = all.filter((x) => originOf(x.request.url) === GITLAB_API_ORIGIN);
      const passed = toGitlab.find((x) => mcpTokens.has(bearerToken(x.request) ?? ''));
      if (passed)
        return `The server sent GitLab the MCP access token its client presented (event #${passed.request.seq}). The elicitation page: "The MCP server MUST NOT use the client's credentials for the third-party service: That would be token passthrough, which is forbidden". That token was issued for the MCP server; GitLab needs one GitLab issued, for this user.`;
      if (toGitlab.length === 0)
        return missingStep('The server never called GitLab. Keep the tool calling the GitLab API.');
    },
  },
  {
    id: 'grant-bound-to-user',
    title:
      "Each user's GitLab grant is theirs: another user is asked to connect their own, a link opened by the wrong browser grants nothing",
    test(run) {
      const probe = probeSuiteOutcome(run, THIRD_PARTY_SUITE, [T.otherUserAsked, T.phishing, T.userKept]);
      if (!probe.ran)
        return missingStep(
          'The probe did not reach the server. Keep the await probeThirdPartyGrant({ … }) call at the end.',
        );
      const [first] = probe.failed;
      if (first?.name === T.otherUserAsked)
        return `mallory called the tool after alice had connected, and was not sent to connect an account of her own (${first.error}). The server "MUST securely store the third-party tokens, bound to the user's identity": keep them in a map keyed by the MCP user (ctx.http?.authInfo), not in one variable.`;
      if (first?.name === T.phishing)
        return `mallory's connect link, opened in alice's browser, bound alice's GitLab account to mallory. The elicitation page: "the server MUST ensure that the user who started the elicitation request … is the same user who completes the authorization flow". On the connect page, compare the session's user with the flow's before redirecting to GitLab.`;
      if (first) return `alice's next call did not complete (${first.error}): keep her grant once she has connected.`;
    },
  },
]);
