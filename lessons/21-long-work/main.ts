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
      let exported = 0;
      for (let page = 1; page <= pages; page++) {
        // One page: the issue list, then each issue's details. Every tracker request takes a while.
        const issues = await api.listIssues(project, { state: 'all' });
        await slowly();
        // TODO 2: stop when the client cancels, before each tracker request. In 2026-07-28 over HTTP,
        // the client closing its response stream is the cancellation; the handler sees ctx.mcpReq.signal.
        for (const issue of issues) {
          await api.getIssue(project, issue.iid);
          await slowly();
          exported++;
        }
        // TODO 1: after each page, report progress if the client asked for it: the request's
        // ctx.mcpReq._meta?.progressToken, sent back in notifications/progress with ctx.mcpReq.notify(...).
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
