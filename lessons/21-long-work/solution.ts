import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { IssueTrackerApi, IssueTrackerClient } from 'mcp-tour/api';
import { createHttpLink } from 'mcp-tour/transports';

const TOKEN = 'glpat-tour-export-71c2';
const tracker = new IssueTrackerApi({ token: TOKEN });
const slowly = () => new Promise((resolve) => setTimeout(resolve, 10)); // each tracker request takes a while

// ── The server: an export that reads a project's issues page by page ──────────────────────────
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'exporter', version: '2.0.0' });
  server.registerTool(
    'export_issues',
    { description: "Export a project's issues with their details, one page at a time.", inputSchema: z.object({ project: z.string(), pages: z.number().int().min(1) }) },
    async ({ project, pages }, ctx) => {
      const api = new IssueTrackerClient(tracker.fetch, tracker.baseUrl, TOKEN);
      const progressToken = ctx.mcpReq._meta?.progressToken;
      // The client closed the stream: that is the cancellation. Check before every tracker request.
      const cancelled = () => ctx.mcpReq.signal.aborted;
      const stopped = (page: number) => ({ content: [{ type: 'text' as const, text: `Cancelled during page ${page}.` }], isError: true });
      let exported = 0;
      for (let page = 1; page <= pages; page++) {
        // One page: the issue list, then each issue's details. Every tracker request takes a while.
        if (cancelled()) return stopped(page);
        const issues = await api.listIssues(project, { state: 'all' });
        await slowly();
        for (const issue of issues) {
          if (cancelled()) return stopped(page);
          await api.getIssue(project, issue.iid);
          await slowly();
          exported++;
        }
        // Progress goes to the client only if it asked for it (a progressToken in the request's _meta).
        if (progressToken !== undefined) {
          await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress: page, total: pages, message: `Page ${page} of ${pages}` } });
        }
      }
      return { content: [{ type: 'text', text: `Exported ${exported} issues from ${pages} pages.` }] };
    },
  );
  return server;
});
const link = createHttpLink((request) => handler.fetch(request), { name: 'exporter' });

// ── The app: the user watches the progress bar and presses Stop ────────────────────────────────
const client = new Client({ name: 'tour-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('https://exporter.example/mcp'), { fetch: link.fetch }));

const small = await client.callTool(
  { name: 'export_issues', arguments: { project: 'acme/web', pages: 5 } },
  { onprogress: ({ progress, total, message }) => console.log(`  ${progress}/${total} ${message ?? ''}`) },
);
console.log('Small export:', small.content[0]?.type === 'text' ? small.content[0].text : '');

const stop = new AbortController();
try {
  await client.callTool(
    { name: 'export_issues', arguments: { project: 'acme/web', pages: 10 } },
    {
      signal: stop.signal,
      onprogress: ({ progress, total }) => {
        console.log(`  ${progress}/${total}`);
        if (progress >= 3) stop.abort('The user pressed Stop.'); // ten pages is more than they wanted
      },
    },
  );
} catch (error) {
  console.log('Big export:', error instanceof Error ? error.message : String(error));
}

await new Promise((resolve) => setTimeout(resolve, 100)); // give the server a moment to notice
console.log('Requests that reached the tracker:', tracker.calls);
await client.close();
