import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { ConnectEvent } from '../../src/runtime/trace/events';
import type { RunView } from '../../src/runtime/trace/query';
import { resultText } from '../../src/runtime/trace/query';
import { handlerRuns } from '../../src/lessons/checkKit/toolCalls';
import {
  clientExchanges,
  clientNamed,
  clientToolCalls,
  resultOf,
  type ClientToolCall,
} from '../../src/lessons/checkKit/modern';

const CLIENT = 'tour-host';
const TOOL = 'create_issue';
const UNKNOWN = 'delete_everything';
const DIALECT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** The parts of a tool's JSON Schema this check reads. */
type InputSchema = {
  $schema?: string;
  properties?: Record<string, { minLength?: number; enum?: string[]; default?: unknown } | undefined>;
};

function calls(run: RunView, name: string): ClientToolCall[] {
  const client = clientNamed(run, CLIENT);
  return client ? clientToolCalls(run, client, name) : [];
}

/** The SDK generation of the instance with this id, from its connect event. */
function sdkOf(run: RunView, instance: string | undefined): number | undefined {
  return run.events.find((e): e is ConnectEvent => e.kind === 'connect' && e.ref.id === instance)?.ref.sdk;
}

// Shortcuts this lesson rules out, and what catches each:
// - staying on SDK 1.x with a new version number → ported, schema-2020-12, unknown-tool-error;
// - reading the request id where 1.x kept it (extra) → ported;
// - dropping the schema's constraints while porting → schema-2020-12 (judged on the published
//   schema, so on every input) and rejected.
export default defineChecks([
  {
    id: 'ported',
    title: `Client and server are SDK v2, and the handler reads its request from ctx: the result names the id of the request that carried it`,
    test(run) {
      const client = clientNamed(run, CLIENT);
      if (!client) return missingStep(`No client named ${CLIENT} connected.`);
      if (client.sdk !== 2)
        return `The client is SDK ${client.sdk ?? '?'}.x: it still comes from SDK 1.x's package. Hint 1 names SDK v2's two packages.`;
      const good = calls(run, TOOL).find((c) => c.arguments.priority === 'high');
      if (!good)
        return missingStep(`The program no longer makes the valid ${TOOL} call with priority "high"; put it back.`);
      const handled = handlerRuns(run, TOOL).find(
        (h) => h.start.seq > good.sentSeq && (good.answeredSeq === undefined || h.start.seq < good.answeredSeq),
      );
      if (!handled) return `No ${TOOL} handler ran for the valid call.`;
      if (sdkOf(run, handled.instance) !== 2)
        return `The server that ran ${TOOL} is SDK ${sdkOf(run, handled.instance) ?? '?'}.x: it still comes from SDK 1.x's package. Hint 1 names SDK v2's two packages.`;
      const text = resultText(good.result);
      if (!text.includes(`(request ${good.id})`)) {
        return `The valid call was request ${good.id}, but its result says "${text}". In v2 the handler's second argument is ctx, not extra, and the request id moved with it (hint 2 says where).`;
      }
    },
  },
  {
    id: 'schema-2020-12',
    title:
      'The published input schema is JSON Schema 2020-12 and still requires a title of 3+ characters and a priority of low, normal or high',
    test(run) {
      const client = clientNamed(run, CLIENT);
      const list = client && clientExchanges(run, client, 'tools/list').find((x) => resultOf(x));
      if (!list) return missingStep('The client never listed the tools. Keep client.listTools().');
      const tools = (resultOf(list)!.tools ?? []) as { name: string; inputSchema: InputSchema }[];
      const schema = tools.find((t) => t.name === TOOL)?.inputSchema;
      if (!schema) return `tools/list did not include ${TOOL}.`;
      if (schema.$schema !== DIALECT_2020_12)
        return `The schema declares $schema ${JSON.stringify(schema.$schema)}: SDK 1.x emits draft-07, SDK v2 emits ${DIALECT_2020_12}.`;
      if (schema.properties?.title?.minLength !== 3) return "The ported schema lost title's minimum length of 3.";
      const allowed = JSON.stringify([...(schema.properties?.priority?.enum ?? [])].sort());
      if (allowed !== JSON.stringify(['high', 'low', 'normal']) || schema.properties?.priority?.default !== 'normal') {
        return 'The ported schema lost priority\'s enum of low, normal and high, or its default "normal".';
      }
    },
  },
  {
    id: 'unknown-tool-error',
    title: `Calling ${UNKNOWN}, which does not exist, comes back as JSON-RPC error -32602 (Invalid params), as the specification says`,
    test(run) {
      const unknown = calls(run, UNKNOWN)[0];
      if (!unknown) return missingStep(`The program no longer calls ${UNKNOWN}; put the call back.`);
      if (unknown.result)
        return `The unknown tool came back as a result (isError: ${String(unknown.result.isError)}): that is SDK 1.x. Port the server to SDK v2.`;
      if (unknown.error?.code !== -32602)
        return `The unknown tool came back as error ${unknown.error?.code ?? 'none'}; expected -32602.`;
    },
  },
  {
    id: 'rejected',
    title: 'The call with bad arguments is still an isError result, and the handler runs only for the valid call',
    kind: 'observes',
    test(run) {
      const bad = calls(run, TOOL).find((c) => c.arguments.priority === 'urgent');
      if (!bad) return missingStep('The program no longer makes the call with priority "urgent"; put it back.');
      if (!bad.result?.isError)
        return `The bad call was not refused with an isError result: ${bad.error?.message ?? resultText(bad.result)}`;
      const runs = handlerRuns(run, TOOL).length;
      if (runs !== 1) return `The ${TOOL} handler ran ${runs} time(s); it should run only for the valid call.`;
    },
  },
]);
