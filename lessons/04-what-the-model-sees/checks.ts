import { defineChecks, missingStep, type CheckOutcome } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import {
  contentText,
  contextEntries,
  contextEvents,
  contextJson,
  modelToolCalls,
  modelToolLists,
  secretLeaks,
} from '../../src/lessons/checkKit/llmContext';
import { sameJson } from '../../src/lessons/checkKit/json';
import { decodedPath, handlerOf, tracedToolCalls } from '../../src/lessons/checkKit/toolCalls';

const TOOL = 'run_query';
const OPEN_IN_WEB = ['Login button does nothing on Safari', 'Add a dark mode'];
const CLOSED_IN_WEB = 'Fix typo in the footer';
// Shortcuts this lesson rules out, and what catches each:
// - scripting the model's call (host.ask's call option) → picks-run-query;
// - a question bent to the tool instead of the description fixed → picks-run-query (its question is fixed);
// - a description that answers the one question asked ("a project's open issues") → picks-run-query-closed:
//   the program's probe asks about closed issues in another project;
// - a result rewritten on its way to the model, or a credential in the context → result-in-context, no-credentials.
const QUESTION = 'Which issues are open in acme/web?';
const PROBE_QUESTION = 'Which issues are closed in acme/api?';
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

interface ListedTool {
  name: string;
  description?: string;
  inputSchema: unknown;
}

/** Why the model, asked `question`, did not call run_query (by its own choice) with `expected`; undefined when it did. */
function picks(run: RunView, question: string, expected: { project: string; state: string }): CheckOutcome {
  const asked = contextEntries(run, 'user').find((u) => normalized(u.entry.text) === normalized(question));
  if (!asked)
    return missingStep(
      `Nobody asked the model "${question}". Keep that host.ask(...) line, with that question: the point is which tool this question leads to.`,
    );
  const first = modelToolCalls(run).find(
    (c) => c.call.event.host === asked.event.host && c.call.event.seq > asked.event.seq,
  );
  if (!first)
    return `Asked "${question}", the model called no tool: no description shares a word with the question. Rewrite ${TOOL}'s description to say what it returns.`;
  if (first.call.event.scripted) {
    return `The program scripted the model's call (host.ask's call option), so the model chose nothing. Remove the option, and let ${TOOL}'s description lead the model to it.`;
  }
  if (first.call.entry.name !== TOOL) {
    const description = modelToolLists(run)[0]?.entry.tools.find((t) => t.name === TOOL)?.description;
    return (
      `The model called ${first.call.entry.name}, not ${TOOL}. It chooses by what a tool's name and description say, and ${TOOL}'s ` +
      `description is ${JSON.stringify(description)}. Rewrite it to say what the tool returns — a project's open or closed issues — in the words a question would use.`
    );
  }
  const wire = tracedToolCalls(run, TOOL).find((c) => c.requestSeq > first.call.event.seq);
  if (!wire) return `The model asked for ${TOOL}, but no tools/call went to the server.`;
  const args = (wire.arguments ?? {}) as { project?: unknown; state?: unknown };
  if (args.project !== expected.project || args.state !== expected.state)
    return `${TOOL} was called with ${JSON.stringify(wire.arguments)}; expected project "${expected.project}" and state "${expected.state}".`;
}

export default defineChecks([
  {
    id: 'tool-list',
    title: "The model's tool list is tools/list reduced to name, description and input schema",
    kind: 'observes',
    test(run) {
      const listed = run.exchanges('tools/list').at(-1)?.response?.result as { tools?: ListedTool[] } | undefined;
      if (!listed?.tools?.length)
        return missingStep('No tools/list answer was seen. Does the host connect to the server?');
      const given = modelToolLists(run)[0]?.entry.tools;
      if (!given)
        return missingStep('The model never received a tool list. Ask the host a question with host.ask(...).');
      for (const tool of listed.tools) {
        const forModel = given.find((t) => t.name === tool.name);
        if (!forModel) return `${tool.name} is in tools/list but not in the model's tool list.`;
        const extra = Object.keys(forModel).filter((key) => !['name', 'description', 'input_schema'].includes(key));
        if (extra.length)
          return `The model's entry for ${tool.name} carries ${extra.join(', ')}. The core of a tool entry in a model API is its name, description and input schema, and that is all this host sends; title and annotations stay with the host.`;
        if (forModel.description !== tool.description)
          return `The model's description of ${tool.name} differs from what tools/list said.`;
        if (!sameJson(forModel.input_schema, tool.inputSchema))
          return `The model's input_schema for ${tool.name} differs from tools/list's inputSchema.`;
      }
    },
  },
  {
    id: 'picks-run-query',
    title: `Asked "Which issues are open in acme/web?", the model calls ${TOOL} with project acme/web and state open`,
    test: (run) => picks(run, QUESTION, { project: 'acme/web', state: 'open' }),
  },
  {
    id: 'picks-run-query-closed',
    title: `Asked a question the app never asks, "${PROBE_QUESTION}", the model calls ${TOOL} with project acme/api and state closed`,
    test: (run) => picks(run, PROBE_QUESTION, { project: 'acme/api', state: 'closed' }),
  },
  {
    id: 'result-in-context',
    title: `${TOOL}'s result goes back into the context unchanged: acme/web's open issues, fetched from the API`,
    test(run) {
      const pair = modelToolCalls(run, TOOL)[0];
      if (!pair) return missingStep(`The model never called ${TOOL}: fix its description first.`);
      if (!pair.result) return `No tool result for ${TOOL} came back into the model's context.`;
      const wire = tracedToolCalls(run, TOOL)[0];
      if (!wire?.result) return `The tools/call for ${TOOL} got no result on the wire.`;
      if (!sameJson(pair.result.entry.content, wire.result.content))
        return "The tool result in the model's context is not the content the server sent.";
      const handler = handlerOf(run, wire);
      const fetched = handler?.apiCalls.find(
        (c) => c.method === 'GET' && decodedPath(c).startsWith('/api/v4/projects/acme/web/issues') && c.status === 200,
      );
      if (!fetched)
        return `${TOOL}'s handler did not fetch acme/web's issues from the tracker API. Keep the tracker.listIssues(...) call.`;
      const text = contentText(pair.result.entry.content);
      const missing = OPEN_IN_WEB.filter((title) => !text.includes(title));
      if (missing.length)
        return `The result should list acme/web's open issues; it lacks ${missing.map((m) => `"${m}"`).join(', ')}.`;
      if (text.includes(CLOSED_IN_WEB))
        return `The result lists the closed issue "${CLOSED_IN_WEB}"; the question asked for open ones.`;
    },
  },
  {
    id: 'no-credentials',
    title: "The token, the Authorization header and the API's address never enter the model's context",
    kind: 'observes',
    test(run) {
      const used = run.events.some((e) => e.kind === 'api-call' && e.status === 200);
      if (!used)
        return missingStep(
          'The server never made an authenticated API request, so this run proves nothing about the token. Keep the host.ask(...) line.',
        );
      const leak = secretLeaks(run)[0];
      if (leak)
        return `The secret "${leak.label}" appeared in the ${leak.where} (event #${leak.inEvent}). Tool results must carry data, never the credential that fetched it.`;
      for (const detail of ['glpat-', 'bearer ', 'authorization', '/api/v4']) {
        const event = contextEvents(run).find((e) => JSON.stringify(e.entry).toLowerCase().includes(detail));
        if (event)
          return `"${detail}" reached the model's context in a ${event.entry.type} entry (event #${event.seq}). Keep credentials, headers and API URLs inside the server.`;
      }
      if (contextJson(run) === '[]') return missingStep('The model context is empty; ask the host a question.');
    },
  },
]);
