import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { trackedRequests, type TrackedRequest } from '../../src/lessons/checkKit/progress';
import { handlerRuns } from '../../src/lessons/checkKit/toolCalls';

const TOOL = 'export_issues';
const SMALL = 5;
const BIG = 10;

function exports(run: RunView): TrackedRequest[] {
  return trackedRequests(run, 'tools/call').filter((r) => r.params.name === TOOL);
}
const pagesOf = (request: TrackedRequest) => (request.params.arguments as { pages?: unknown } | undefined)?.pages;

/** The handler run that served a request: the first run of the tool that started after it was sent. */
function handlerFor(run: RunView, request: TrackedRequest) {
  return handlerRuns(run, TOOL).find((h) => h.start.seq > request.sentSeq);
}

// Shortcuts this lesson rules out, and what catches each:
// - progress without cancellation, or cancellation looked at once per page → stops-when-cancelled
//   (the server must stop at its next tracker request);
// - progress under a token of its own, or none → progress;
// - capping every export instead of stopping when asked → small-export (five pages must all run).
export default defineChecks([
  {
    id: 'small-export',
    title: `The ${SMALL}-page export runs to the end and returns its result, having read every page`,
    kind: 'observes',
    test(run) {
      const small = exports(run).find((r) => pagesOf(r) === SMALL);
      if (!small) return missingStep(`No ${SMALL}-page ${TOOL} call. Keep the small export.`);
      const result = small.response?.result as { resultType?: string; isError?: boolean } | undefined;
      if (!result || result.isError)
        return `The small export did not come back with a result (${small.response?.error?.message ?? 'no answer'}).`;
      const lists = (handlerFor(run, small)?.apiCalls ?? []).filter((c) => /\/issues\?/.test(c.path)).length;
      if (lists !== SMALL) return `The small export listed issues ${lists} times; one list per page is ${SMALL}.`;
    },
  },
  {
    id: 'progress',
    title:
      'Each export reports progress: notifications/progress with the token from the request, progress rising page by page up to the total',
    test(run) {
      const all = exports(run);
      if (all.length === 0) return missingStep(`No ${TOOL} call reached the server. Keep both exports.`);
      for (const request of all) {
        const label = `The ${pagesOf(request)}-page export`;
        if (request.progressToken === undefined)
          return `${label} asked for no progress. Keep its onprogress option: that is what puts a progressToken in the request's _meta.`;
        if (request.progress.length === 0) {
          return (
            `${label} carried progressToken ${JSON.stringify(request.progressToken)} in its _meta, but no notifications/progress with that token came back. ` +
            'The handler should send notifications/progress with that token after each page (hint 2 says where it finds the token and how it notifies).'
          );
        }
        const falling = request.progress.findIndex((p, i) => i > 0 && !(p.progress > request.progress[i - 1].progress));
        if (falling > 0)
          return `${label}'s progress went from ${request.progress[falling - 1].progress} to ${request.progress[falling].progress}: progress must increase with each notification.`;
        if (request.progress.some((p) => p.total !== pagesOf(request)))
          return `${label}'s progress notifications should give total: ${pagesOf(request)} (the number of pages).`;
      }
      const small = all.find((r) => pagesOf(r) === SMALL);
      if (small && small.progress.at(-1)?.progress !== SMALL)
        return `The ${SMALL}-page export should report progress up to ${SMALL} of ${SMALL}; it reached ${small.progress.at(-1)?.progress}.`;
    },
  },
  {
    id: 'stops-when-cancelled',
    title: `When the user stops the ${BIG}-page export, the client closes its response stream (no notifications/cancelled on HTTP) and the server stops at its next tracker request`,
    test(run) {
      const big = exports(run).find((r) => pagesOf(r) === BIG);
      if (!big) return missingStep(`No ${BIG}-page ${TOOL} call. Keep the big export.`);
      if (big.response && !big.streamClosedEarly) {
        return (
          `The ${BIG}-page export ran to its end and answered: the user never got to stop it. They press Stop when the progress reaches 3, so the ` +
          'server has to report progress for there to be anything to stop on.'
        );
      }
      if (!big.streamClosedEarly || !big.http?.response)
        return missingStep(`The ${BIG}-page export's stream did not close before the run ended.`);
      if (big.cancelledSeq !== undefined)
        return `The client sent notifications/cancelled (event #${big.cancelledSeq}); on Streamable HTTP closing the stream is the cancellation.`;
      const handler = handlerFor(run, big);
      if (!handler) return missingStep(`No ${TOOL} handler ran for the ${BIG}-page export.`);
      const closedAt = big.http.response.seq;
      const after = handler.apiCalls.filter((c) => c.seq > closedAt);
      if (handler.end && handler.end.seq < closedAt) {
        return `The handler finished (event #${handler.end.seq}) before the user stopped it, after ${handler.apiCalls.length} of ${BIG} pages: it should do the pages it was asked for, and stop only when the client cancels.`;
      }
      if (!handler.end || after.length > 1) {
        return (
          `After the client closed the stream (event #${closedAt}) the handler went on: ${after.length} more tracker request(s), ${handler.apiCalls.length} in all. ` +
          'Closing the stream is the cancellation in 2026-07-28: check ctx.mcpReq.signal.aborted before each tracker request and stop when it is set.'
        );
      }
    },
  },
]);
