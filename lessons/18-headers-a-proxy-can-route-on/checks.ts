import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { bearerToken } from '../../src/lessons/checkKit/http';
import { secretLeaks } from '../../src/lessons/checkKit/llmContext';
import { mcpParams, postedMessages, serverName, type PostedMessage } from '../../src/lessons/checkKit/mcpHeaders';
import { clientNameIn } from '../../src/lessons/checkKit/eras';
import { probeOutcome, servedText } from '../../src/lessons/checkKit/probes';
import { handlerRuns } from '../../src/lessons/checkKit/toolCalls';

// Shortcuts this lesson rules out, and the check that catches each:
// - the region stays a body argument, or the gateway parses the body → routes-by-header (the EU call
//   lands on the US deployment, or the gateway reads what it must not need);
// - the key stays a tool argument, mirrored or not → credential-in-authorization (secret-leak, argument);
// - the key moves to Authorization and its check is dropped on the way, or only its presence is
//   checked → strangers-refused: the program's own probe sends a client with no key and one with a
//   made-up key through the gateway, inputs the app never sends; both must get no issues.
const STRANGERS = ['stranger-no-key', 'stranger-wrong-key'] as const;

const TOOL = 'list_issues';
const REGIONS = ['eu', 'us'] as const;

/** The app's tool calls: the probe's strangers are judged by strangers-refused alone. */
function toolCalls(run: RunView): PostedMessage[] {
  return postedMessages(run).filter(
    (p) =>
      p.message.method === 'tools/call' &&
      !(STRANGERS as readonly (string | undefined)[]).includes(clientNameIn(p.message)),
  );
}

const argumentsOf = (posted: PostedMessage) =>
  (posted.message.params as { arguments?: Record<string, unknown> } | undefined)?.arguments ?? {};

/** The handler run that answered one call: the one that started between its request and its response. */
const handlerFor = (run: RunView, call: PostedMessage) =>
  handlerRuns(run, TOOL).find(
    (h) => h.start.seq > call.request.seq && (call.response === undefined || h.start.seq < call.response.seq),
  );

const keepCalls = () =>
  missingStep(`No ${TOOL} call went through the gateway. Keep the loop that calls it for each region.`);

export default defineChecks([
  {
    id: 'standard-headers',
    title:
      'Every request says what it is in its headers: MCP-Protocol-Version, Mcp-Method, and Mcp-Name on a tools/call, each matching the body',
    kind: 'observes',
    test(run) {
      const requests = postedMessages(run).filter((p) => p.message.method !== undefined && p.message.id !== undefined);
      if (requests.length === 0)
        return missingStep('No request reached the gateway. Keep client.connect(...) and the calls.');
      for (const { request, message } of requests) {
        const where = `The ${message.method} request (event #${request.seq})`;
        if (request.headers['mcp-protocol-version'] !== '2026-07-28')
          return `${where} has MCP-Protocol-Version ${JSON.stringify(request.headers['mcp-protocol-version'])}. Keep the client in auto mode: the headers are the 2026-07-28 era's.`;
        if (request.headers['mcp-method'] !== message.method)
          return `${where} carries Mcp-Method ${JSON.stringify(request.headers['mcp-method'])}.`;
        const name = (message.params as { name?: unknown } | undefined)?.name;
        if (message.method === 'tools/call' && request.headers['mcp-name'] !== name)
          return `${where} carries Mcp-Name ${JSON.stringify(request.headers['mcp-name'])}, the body names ${JSON.stringify(name)}.`;
      }
    },
  },
  {
    id: 'routes-by-header',
    title: `Each ${TOOL} call carries Mcp-Param-Region, and the gateway sends it to that region's deployment, which answers it`,
    test(run) {
      const calls = toolCalls(run);
      if (calls.length === 0) return keepCalls();
      for (const call of calls) {
        const region = argumentsOf(call).region;
        const mirrored = mcpParams(call).region;
        if (mirrored === undefined) {
          return `The call for region ${JSON.stringify(region)} (event #${call.request.seq}) has no Mcp-Param-Region header, so the gateway, which reads no body, sent it to its default. Mark the region parameter so clients mirror it into a header (hint 2).`;
        }
        if (mirrored !== region)
          return `Mcp-Param-Region says ${JSON.stringify(mirrored)} but the arguments say ${JSON.stringify(region)}.`;
        const answeredBy = handlerFor(run, call);
        const name = serverName(run, answeredBy?.instance);
        if (name !== `issues-${region}`)
          return `The ${region} call was handled by ${name ?? 'no server'}, not issues-${region}. Route on the Mcp-Param-Region header.`;
        if (answeredBy?.end?.isError) return `issues-${region} answered the ${region} call with an error.`;
      }
      const served = new Set(calls.map((c) => argumentsOf(c).region));
      const missing = REGIONS.filter((r) => !served.has(r));
      if (missing.length)
        return missingStep(`No call for region ${missing.join(', ')}. Keep the loop over both regions.`);
    },
  },
  {
    id: 'credential-in-authorization',
    title:
      'The API key travels only in Authorization: Bearer, never as a tool argument, so no Mcp-Param-* header and no gateway log carries it',
    test(run) {
      const calls = toolCalls(run);
      if (calls.length === 0) return keepCalls();
      const leak = secretLeaks(run)[0];
      if (leak)
        return `The secret "${leak.label}" showed up in the ${leak.where} (event #${leak.inEvent}): the gateway logs every Mcp-Param-* header, and the key was mirrored into one. A header made for intermediaries to read is no place for a credential.`;
      for (const call of calls) {
        const token = bearerToken(call.request);
        if (!token)
          return `The ${TOOL} call (event #${call.request.seq}) has no Authorization: Bearer header. Send the key there, from the client's transport (hint 2 names the option).`;
        const asArgument = Object.entries(argumentsOf(call)).find(([, value]) => value === token);
        if (asArgument)
          return `The key is still a tool argument (${asArgument[0]}): arguments are what a model writes and reads, and the server may mirror them into headers. Remove it from the tool's inputSchema and read the bearer token the request carried instead (hint 2 says where the handler finds it).`;
        const mirrored = Object.entries(mcpParams(call)).find(([, value]) => value === token);
        if (mirrored) return `The key travels in Mcp-Param-${mirrored[0]}.`;
      }
      const failed = calls.map((call) => handlerFor(run, call)).find((h) => h?.end?.isError);
      if (failed)
        return `A ${TOOL} call failed on ${serverName(run, failed.instance) ?? 'the server'}: does the handler read the key from the request's bearer token (hint 2)?`;
    },
  },
  {
    id: 'strangers-refused',
    title:
      'A caller with no key, or with a made-up one, gets no issues: the key is still checked after it moved to a header',
    kind: 'observes',
    test(run) {
      for (const name of STRANGERS) {
        const { requests, served } = probeOutcome(run, name);
        if (requests.length === 0)
          return missingStep(
            `The probe client ${name} sent nothing. Keep the probe at the end of the program as it is.`,
          );
        if (served[0])
          return `${name} was served: "${servedText(served[0])}". createMcpHandler verifies no token (authInfo is passed through as the front door gave it), so the key must be checked somewhere: in the handler, against the request's bearer token, or at the front door with a 401 (hint 3).`;
      }
    },
  },
]);
