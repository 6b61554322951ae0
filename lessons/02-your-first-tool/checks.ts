import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView, ToolCall } from '../../src/runtime/trace/query';
import { resultText } from '../../src/runtime/trace/query';

const TOOL = 'create_issue';

interface JsonSchema {
  properties?: Record<string, { type?: string; enum?: unknown[]; minLength?: number; default?: unknown }>;
  required?: string[];
}

function listedSchema(run: RunView): JsonSchema | undefined {
  for (const x of run.exchanges('tools/list')) {
    const tools = (x.response?.result as { tools?: { name: string; inputSchema: JsonSchema }[] })?.tools ?? [];
    const tool = tools.find((t) => t.name === TOOL);
    if (tool) return tool.inputSchema;
  }
}

/** How many times the server's handler started for calls to `name`, from the trace. */
function handlerStarts(run: RunView, name: string): number {
  return run.events.filter((e) => e.kind === 'tool-handler' && e.phase === 'start' && e.tool === name).length;
}

function callWith(run: RunView, predicate: (args: Record<string, unknown>) => boolean): ToolCall | undefined {
  return run.toolCalls(TOOL).find((c) => predicate((c.arguments ?? {}) as Record<string, unknown>));
}

// Shortcuts this lesson rules out, and what catches each:
// - checking the arguments in the handler instead of the schema → rejected (the handler must not run);
// - a schema that refuses only the starter's bad values → schema: it reads the published JSON Schema
//   (minLength 3, the three priorities, the default), which judges every input, not the two sent;
// - dropping the bad call, or the good one → rejected, accepted.
export default defineChecks([
  {
    id: 'schema',
    title: 'The published input schema requires a title of 3+ characters and a priority of low, normal or high',
    test(run) {
      const schema = listedSchema(run);
      if (!schema) return missingStep(`tools/list did not include ${TOOL}.`);
      const title = schema.properties?.title;
      const priority = schema.properties?.priority;
      if (title?.minLength !== 3)
        return `title should have minLength 3 in the JSON Schema; it has ${title?.minLength ?? 'none'}. The schema accepts a one-letter title; the hints show where to tighten it.`;
      const allowed = JSON.stringify([...(priority?.enum ?? [])].sort());
      if (allowed !== JSON.stringify(['high', 'low', 'normal']))
        return `priority should be an enum of low, normal and high; the schema says ${JSON.stringify(priority)}. It still accepts any string; the hints say which zod type takes a fixed set of values.`;
      if (priority?.default !== 'normal')
        return `priority has no default in the JSON Schema; it should default to "normal" (hint 2: any zod type can take a default).`;
    },
  },
  {
    id: 'rejected',
    title: 'The call with bad arguments comes back as an isError result, and the handler never runs for it',
    test(run) {
      const bad = callWith(run, (args) => args.priority === 'urgent');
      if (!bad) return missingStep('The program no longer makes the call with priority "urgent"; put it back.');
      if (bad.protocolError)
        return `The bad call came back as a JSON-RPC error (${bad.protocolError.message}); SDK 1.x should answer with an isError result.`;
      if (!bad.result?.isError)
        return `The bad call succeeded: "${resultText(bad.result)}". The schema should have refused priority "urgent".`;
      const good = run.toolCalls(TOOL).filter((c) => !c.result?.isError).length;
      if (handlerStarts(run, TOOL) !== good)
        return `The handler ran ${handlerStarts(run, TOOL)} time(s) for ${good} valid call(s).`;
    },
  },
  {
    id: 'accepted',
    title: 'The valid call still succeeds, and its handler runs exactly once',
    test(run) {
      const good = callWith(run, (args) => args.priority === 'high');
      if (!good) return missingStep('The program no longer makes the valid call with priority "high"; put it back.');
      if (good.result?.isError) return `The valid call was refused: ${resultText(good.result)}`;
      if (handlerStarts(run, TOOL) !== 1)
        return `Expected the handler to run once (for the valid call); it ran ${handlerStarts(run, TOOL)} time(s).`;
    },
  },
  {
    id: 'unknown-tool',
    title: 'An unknown tool comes back as an isError result in SDK 1.x (the spec calls it a protocol error)',
    kind: 'observes',
    test(run) {
      const unknown = run.toolCalls('delete_everything')[0];
      if (!unknown) return missingStep('The program no longer calls delete_everything; put the call back.');
      if (!unknown.result?.isError) return 'Expected an isError result for the unknown tool.';
      if (handlerStarts(run, 'delete_everything') > 0) return 'No handler should run for an unknown tool.';
    },
  },
]);
