import { defineChecks, missingStep } from '../../src/lessons/checks';
import { describeSender, exchangesFrom } from '../../src/lessons/checkKit/originHost';
import { handlerRuns } from '../../src/lessons/checkKit/toolCalls';

// Shortcuts this lesson rules out, each met by a page of visitHostilePages (mcp-tour/probes),
// whose names are new on every run:
// - no check at all, or a check that runs after createMcpHandler (the tool already ran);
// - Origin checked, Host not: a DNS-rebinding page that sends no Origin gets in;
// - Host checked, Origin not: a page on another site, a lookalike and `Origin: null` get in;
// - a hand-made test such as origin.includes('localhost') or startsWith('http://localhost'):
//   the lookalike origin http://localhost.<name>.example passes it;
// - a blocklist of one hostile name: the names change on every run;
// - checks on tools/call only: the rebinding page lists the tools first;
// - refusing everything: the assistant's own requests must still be served.

const TOOL = 'read_notes';
const keepProbe = () =>
  missingStep('No hostile page reached the server. Keep the visitHostilePages(...) line at the end of the program.');

export default defineChecks([
  {
    id: 'assistant-served',
    title: 'The desktop assistant (no Origin, Host localhost) still reads the notes',
    kind: 'observes',
    test(run) {
      const own = exchangesFrom(run, 'local-app');
      if (own.length === 0) return missingStep('The assistant sent no request. Keep client.connect(...) and the call.');
      const refused = own.find((x) => (x.response?.status ?? 0) >= 400);
      if (refused)
        return `The assistant's ${refused.request.headers['mcp-method'] ?? refused.request.method} request (${describeSender(refused)}) got ${refused.response?.status}. A request with no Origin comes from an app, not a page, and its Host is this machine's: let it through.`;
      const served = handlerRuns(run, TOOL).filter((h) => h.end && !h.end.isError);
      if (!own.some((x) => x.toolRuns > 0) || served.length === 0)
        return missingStep(`${TOOL} never ran for the assistant. Keep its callTool(...) line.`);
    },
  },
  {
    id: 'foreign-origin-refused',
    title: 'A page from another origin (another site, a lookalike name, Origin: null) gets 403 before any MCP handling',
    test(run) {
      const pages = exchangesFrom(run, 'foreign-origin');
      if (pages.length < 3) return keepProbe();
      for (const page of pages) {
        const status = page.response?.status;
        if (status !== 403)
          return `A page with ${describeSender(page)} got ${status ?? 'no answer'}. The Streamable HTTP transport says: "If the Origin header is present and invalid, servers MUST respond with HTTP 403 Forbidden." Check the Origin's hostname against an allowlist (originValidationResponse(request, localhostAllowedOrigins())), not a substring: a name can start with "localhost." and belong to anyone, and "null" is an origin too.`;
        if (page.toolRuns > 0)
          return `${TOOL} ran for a page with ${describeSender(page)} before the 403: the check must come before mcp.fetch(request), or the tool has already run.`;
      }
    },
  },
  {
    id: 'foreign-host-refused',
    title: 'A DNS-rebinding page (a Host that is not this machine), with or without an Origin, is refused',
    test(run) {
      const pages = exchangesFrom(run, 'foreign-host');
      if (pages.length < 2) return keepProbe();
      for (const page of pages) {
        const status = page.response?.status ?? 0;
        if (status < 400 || status >= 500)
          return `A request with ${describeSender(page)} got ${status || 'no answer'}. After DNS rebinding the page's own name points at 127.0.0.1, so to the browser your server is the page's origin; the Host header still carries the page's name. Refuse a Host that is not this machine's: hostHeaderValidationResponse(request, localhostAllowedHostnames()).`;
        if (page.toolRuns > 0)
          return `${TOOL} ran for a request with ${describeSender(page)} before it was refused: refuse it before mcp.fetch(request).`;
      }
    },
  },
]);
