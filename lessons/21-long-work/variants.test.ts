import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const TODO_PROGRESS = `        // TODO 1: after each page, report progress if the client asked for it: the request's
        // ctx.mcpReq._meta?.progressToken, sent back in notifications/progress with ctx.mcpReq.notify(...).
`;
const TODO_STOP = `        // TODO 2: stop when the client cancels, before each tracker request. In 2026-07-28 over HTTP,
        // the client closing its response stream is the cancellation; the handler sees ctx.mcpReq.signal.
`;
const PROGRESS = `        const progressToken = ctx.mcpReq._meta?.progressToken;
        if (progressToken !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress: page, total: pages } });
`;
const PAGE_HEAD = '        const issues = await api.listIssues(';
const ISSUE_HEAD = '          await api.getIssue(';
const STOP =
  "if (ctx.mcpReq.signal.aborted) return { content: [{ type: 'text', text: 'Cancelled.' }], isError: true };\n";

describeVariants(lesson, {
  cheats: [
    {
      name: 'reports progress but ignores the cancellation',
      source: edit(lesson.starter, [TODO_PROGRESS, PROGRESS], [TODO_STOP, '']),
      fails: ['stops-when-cancelled'],
    },
    {
      name: 'looks at the signal once per page only, and finishes the page it is in',
      source: edit(
        lesson.starter,
        [TODO_PROGRESS, PROGRESS],
        [TODO_STOP, ''],
        [PAGE_HEAD, `        ${STOP}${PAGE_HEAD}`],
      ),
      fails: ['stops-when-cancelled'],
    },
    {
      name: 'checks the signal but never reports progress',
      source: edit(
        lesson.starter,
        [TODO_PROGRESS, ''],
        [TODO_STOP, ''],
        [PAGE_HEAD, `        ${STOP}${PAGE_HEAD}`],
        [ISSUE_HEAD, `          ${STOP}${ISSUE_HEAD}`],
      ),
      fails: ['progress', 'stops-when-cancelled'],
    },
    {
      name: 'sends progress under a token of its own',
      source: edit(
        lesson.starter,
        [
          TODO_PROGRESS,
          "        await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: 'export', progress: page, total: pages } });\n",
        ],
        [TODO_STOP, ''],
        [ISSUE_HEAD, `          ${STOP}${ISSUE_HEAD}`],
      ),
      fails: ['progress', 'stops-when-cancelled'],
    },
    {
      name: 'caps every export at three pages instead of stopping when asked',
      source: edit(
        lesson.starter,
        [TODO_PROGRESS, PROGRESS],
        [TODO_STOP, ''],
        [
          '      for (let page = 1; page <= pages; page++) {\n',
          '      for (let page = 1; page <= Math.min(pages, 3); page++) {\n',
        ],
      ),
      fails: ['small-export', 'progress'],
    },
  ],
  alternatives: [
    {
      name: 'throwIfAborted before each request, progress with a message through a helper',
      source: edit(
        lesson.starter,
        [
          '      let exported = 0;\n',
          `      const token = ctx.mcpReq._meta?.progressToken;
      const report = async (done: number) => {
        if (token === undefined) return;
        await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: done, total: pages, message: \`\${done} of \${pages} pages\` } });
      };
      let exported = 0;
`,
        ],
        [TODO_PROGRESS, '        await report(page);\n'],
        [TODO_STOP, ''],
        [PAGE_HEAD, `        ctx.mcpReq.signal.throwIfAborted();\n${PAGE_HEAD}`],
        [ISSUE_HEAD, `          ctx.mcpReq.signal.throwIfAborted();\n${ISSUE_HEAD}`],
      ),
    },
    {
      name: 'an abort listener sets a flag; the details loop breaks out and the page loop ends',
      source: edit(
        lesson.starter,
        [
          '      let exported = 0;\n',
          "      let stopped = false;\n      ctx.mcpReq.signal.addEventListener('abort', () => (stopped = true), { once: true });\n      let exported = 0;\n",
        ],
        [
          '      for (let page = 1; page <= pages; page++) {\n',
          '      for (let page = 1; page <= pages && !stopped; page++) {\n',
        ],
        [
          TODO_PROGRESS,
          "        if (!stopped && ctx.mcpReq._meta?.progressToken !== undefined) {\n          await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: ctx.mcpReq._meta.progressToken, progress: page, total: pages } });\n        }\n",
        ],
        [TODO_STOP, ''],
        [ISSUE_HEAD, `          if (stopped) break;\n${ISSUE_HEAD}`],
      ),
    },
  ],
});
