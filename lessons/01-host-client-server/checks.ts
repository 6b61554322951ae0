import { defineChecks, missingStep } from '../../src/lessons/checks';
import { resultText } from '../../src/runtime/trace/query';

const TOOL = 'count_words';

// Shortcuts this lesson rules out, and what catches each:
// - printing a count without calling the tool → call (the count must come back from tools/call);
// - calling the tool but never showing what came back → printed;
// No probe of its own: the count is judged against the text the program itself sent, whatever it is.
export default defineChecks([
  {
    id: 'handshake',
    title: 'Client and server complete the initialize handshake on protocol version 2025-11-25',
    kind: 'observes',
    test(run) {
      const init = run.initializeResult();
      if (!init) return missingStep('No initialize response was seen. Does the client connect to the server?');
      if (init.protocolVersion !== '2025-11-25')
        return `The server answered with protocol version ${init.protocolVersion}, expected 2025-11-25.`;
      const initialized = run.events.some(
        (e) => e.kind === 'jsonrpc' && e.direction === 'send' && e.message.method === 'notifications/initialized',
      );
      if (!initialized) return missingStep('The client never sent notifications/initialized.');
    },
  },
  {
    id: 'discovery',
    title: `tools/list names the ${TOOL} tool`,
    kind: 'observes',
    test(run) {
      if (run.exchanges('tools/list').length === 0) return missingStep('The client never asked for tools/list.');
      if (!run.listedToolNames().includes(TOOL))
        return `tools/list answered ${JSON.stringify(run.listedToolNames())}, without ${TOOL}.`;
    },
  },
  {
    id: 'call',
    title: `tools/call ${TOOL} returns the word count of the text it was given`,
    test(run) {
      const call = run.toolCalls(TOOL).find((c) => c.result && !c.result.isError);
      if (!call) {
        const failed = run.toolCalls(TOOL)[0];
        return failed
          ? `The call came back as an error: ${resultText(failed.result) || failed.protocolError?.message}`
          : missingStep(`No tools/call for ${TOOL} was made yet.`);
      }
      const text = String((call.arguments as { text?: unknown } | undefined)?.text ?? '');
      const expected = `${text.trim().split(/\s+/).filter(Boolean).length} words`;
      if (resultText(call.result) !== expected)
        return `Expected the result "${expected}" for "${text}", got "${resultText(call.result)}".`;
    },
  },
  {
    id: 'printed',
    title: 'The result is printed to the console',
    test(run) {
      const call = run.toolCalls(TOOL).find((c) => c.result && !c.result.isError);
      if (!call) return missingStep('Call the tool first.');
      const text = resultText(call.result);
      if (!run.consoleOutput().some((line) => line.includes(text)))
        return missingStep(`Nothing printed contains "${text}". Log the result with console.log.`);
    },
  },
]);
