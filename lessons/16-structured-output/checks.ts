import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { sameJson } from '../../src/lessons/checkKit/json';
import { modelToolCalls } from '../../src/lessons/checkKit/llmContext';
import {
  clientExchanges,
  clientNamed,
  clientToolCalls,
  resultOf,
  type ClientToolCall,
} from '../../src/lessons/checkKit/modern';

const CLIENT = 'dashboard';
const STALE_CLIENT = 'dashboard-2';
const HOST = 'tour-host';
const TOOL = 'get_issue';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
}

/** The outputSchema a client received for `get_issue` in its tools/list. */
function listedOutputSchema(run: RunView, clientName: string): Schema | undefined {
  const client = clientNamed(run, clientName);
  const list = client && clientExchanges(run, client, 'tools/list').find((x) => resultOf(x));
  const tools = ((list && resultOf(list)?.tools) ?? []) as { name: string; outputSchema?: Schema }[];
  return tools.find((t) => t.name === TOOL)?.outputSchema;
}

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

/**
 * The first place where `value` breaks `schema`, or undefined when it conforms. Covers the
 * keywords these tools use (type, properties, required, enum, items); a lesson check, not a validator.
 */
function violation(value: unknown, schema: Schema, path = 'structuredContent'): string | undefined {
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
  if (types.length && !types.some((t) => typeMatches(t, value)))
    return `${path} should be ${types.join(' or ')}, it is ${JSON.stringify(value)}`;
  if (schema.enum && !schema.enum.some((allowed) => sameJson(allowed, value)))
    return `${path} should be one of ${JSON.stringify(schema.enum)}, it is ${JSON.stringify(value)}`;
  if (typeMatches('object', value)) {
    const object = value as Record<string, unknown>;
    const missing = (schema.required ?? []).find((key) => !(key in object));
    if (missing) return `${path}.${missing} is required and missing`;
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (key in object) {
        const found = violation(object[key], sub, `${path}.${key}`);
        if (found) return found;
      }
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const found = violation(item, schema.items, `${path}[${index}]`);
      if (found) return found;
    }
  }
}

function issueCalls(run: RunView): ClientToolCall[] {
  const client = clientNamed(run, CLIENT);
  return client ? clientToolCalls(run, client, TOOL).filter((c) => c.result && !c.result.isError) : [];
}

// Shortcuts this lesson rules out, and what catches each:
// - structuredContent without an outputSchema, or a schema that lets any state through → output-schema;
// - structuredContent that does not conform, or describes another issue → structured-content (two
//   issues in two states, so a fixed answer fails);
// - prose for the model that is not the same data → text-for-the-model.
export default defineChecks([
  {
    id: 'output-schema',
    title: `${TOOL} publishes an outputSchema: an object whose state is "opened" or "closed", with title and labels`,
    test(run) {
      if (!clientNamed(run, CLIENT)) return missingStep(`No client named ${CLIENT} connected.`);
      const schema = listedOutputSchema(run, CLIENT);
      if (!schema)
        return `tools/list shows ${TOOL} without an outputSchema. Declare one in the tool's config, as you declare its input schema (hint 2).`;
      if (schema.type !== 'object')
        return `The outputSchema's type is ${JSON.stringify(schema.type)}; describe an object.`;
      const state = schema.properties?.state;
      if (JSON.stringify([...(state?.enum ?? [])].sort()) !== JSON.stringify(['closed', 'opened']))
        return `The outputSchema's state should be an enum of "opened" and "closed"; it is ${JSON.stringify(state)}.`;
      const missing = ['state', 'title', 'labels'].filter((key) => !(schema.required ?? []).includes(key));
      if (missing.length) return `The outputSchema should require ${missing.join(', ')}.`;
    },
  },
  {
    id: 'structured-content',
    title: `Every ${TOOL} result carries structuredContent that conforms to the published outputSchema and describes the issue asked for`,
    test(run) {
      const calls = issueCalls(run);
      if (calls.length < 2) return missingStep(`The dashboard should get two issues with ${TOOL}; keep the loop.`);
      const schema = listedOutputSchema(run, CLIENT);
      for (const call of calls) {
        const data = call.result!.structuredContent;
        if (data === undefined)
          return `The result for #${String(call.arguments.iid)} has no structuredContent: the program gets prose only.`;
        const broken = schema && violation(data, schema);
        if (broken)
          return `The result for #${String(call.arguments.iid)} breaks the tool's own outputSchema: ${broken}.`;
        if ((data as { iid?: unknown }).iid !== undefined && (data as { iid?: unknown }).iid !== call.arguments.iid)
          return `The result for #${String(call.arguments.iid)} describes issue ${String((data as { iid?: unknown }).iid)}.`;
      }
      const states = calls.map((c) => (c.result!.structuredContent as { state?: unknown }).state);
      if (!states.includes('opened') || !states.includes('closed'))
        return `The two issues should read "opened" and "closed" (acme/web#1 and #3); the results say ${JSON.stringify(states)}.`;
    },
  },
  {
    id: 'text-for-the-model',
    title:
      "The model, which receives the result's content, reads the same data as structuredContent: the JSON in a text block",
    test(run) {
      const asked = modelToolCalls(run, TOOL)[0];
      if (!asked?.result) return missingStep(`The model never got a ${TOOL} result. Keep host.ask(…).`);
      const host = clientNamed(run, HOST);
      const call =
        host &&
        clientToolCalls(run, host, TOOL).find((c) => sameJson(c.arguments, asked.call.entry.arguments) && c.result);
      if (!call) return missingStep(`No ${TOOL} call of the host's client was answered.`);
      const data = call.result!.structuredContent;
      if (data === undefined)
        return `The result the host got has no structuredContent yet, so the model and a program cannot read the same data.`;
      const texts = ((asked.result.entry.content ?? []) as { type?: string; text?: string }[])
        .filter((b) => b.type === 'text')
        .map((b) => b.text ?? '');
      const mirrors = texts.some((text) => {
        try {
          return sameJson(JSON.parse(text), data);
        } catch {
          return false;
        }
      });
      if (!mirrors) {
        return `The model received ${JSON.stringify(texts)}: no text block carries the structuredContent as JSON. The host passes content, not structuredContent; the specification asks for the serialized JSON in a text block: JSON.stringify(found).`;
      }
    },
  },
  {
    id: 'stale-result-breaks-schema',
    title: "stale-gitlab's result breaks the outputSchema it publishes: the client that listed its tools rejects it",
    kind: 'observes',
    test(run) {
      const client = clientNamed(run, STALE_CLIENT);
      const call = client && clientToolCalls(run, client, TOOL)[0];
      if (!call?.result) return missingStep("The program no longer calls stale-gitlab's get_issue; put it back.");
      const schema = listedOutputSchema(run, STALE_CLIENT);
      if (!schema)
        return missingStep(
          "The client never listed stale-gitlab's tools, so it has no outputSchema to check against. Keep listTools() in connect().",
        );
      if (!violation(call.result.structuredContent, schema))
        return "stale-gitlab's result conforms to its schema: nothing for the client to reject.";
    },
  },
]);
