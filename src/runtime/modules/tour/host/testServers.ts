import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Host } from '../host';

// Test fixtures: a small issue tracker server, and a way to connect a Host to a server in memory.

export interface TrackerServer {
  server: McpServer;
  /** Tool handler invocations, by tool name. */
  calls: Record<string, number>;
  setSearchDescription(description: string): void;
}

export const SEARCH_DESCRIPTION = 'Search the issues of a repository by state.';

/** A tracker whose search_issues answers with `${label}: …`, so a result shows which instance answered. */
export function trackerServer(label: string, issues: { title: string; state: 'open' | 'closed' }[] = [{ title: 'Login fails', state: 'open' }]): TrackerServer {
  const server = new McpServer({ name: label, version: '1.0.0' });
  const calls: Record<string, number> = {};
  const count = (tool: string) => (calls[tool] = (calls[tool] ?? 0) + 1);
  const search = server.registerTool(
    'search_issues',
    {
      title: 'Search issues',
      description: SEARCH_DESCRIPTION,
      inputSchema: { repo: z.string().describe('Repository as owner/name'), state: z.enum(['open', 'closed']).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ repo, state }) => {
      count('search_issues');
      const found = issues.filter((issue) => !state || issue.state === state).map((issue) => issue.title);
      return { content: [{ type: 'text', text: `${label} ${repo}: ${found.join(', ') || 'no issues'}` }] };
    },
  );
  server.registerTool(
    'delete_issue',
    { description: 'Delete an issue from a repository, permanently.', inputSchema: { repo: z.string().describe('Repository as owner/name'), number: z.number().int() } },
    async ({ number }) => {
      count('delete_issue');
      return { content: [{ type: 'text', text: `deleted #${number}` }] };
    },
  );
  return { server, calls, setSearchDescription: (description) => search.update({ description }) };
}

/** Connects `host` to `server` under `name` through a fresh in-memory pair. */
export async function connectInMemory(host: Host, name: string, server: McpServer) {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  return host.connect(name, clientTransport);
}
