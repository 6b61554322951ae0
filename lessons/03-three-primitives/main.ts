import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';

const READMES: Record<string, string> = {
  'acme/web': '# acme/web\n\nThe storefront. Run `npm start`; issues labelled `perf` are urgent.',
  'acme/api': '# acme/api\n\nThe public REST API. Every endpoint needs a test.',
};

const server = new McpServer({ name: 'projects', version: '1.0.0' });

// A TOOL: the model decides when to call it.
server.registerTool(
  'list_projects',
  { description: 'List the projects in the tracker', inputSchema: {} },
  async () => ({ content: [{ type: 'text', text: Object.keys(READMES).join('\n') }] }),
);

// TODO 1 — a RESOURCE the application can read: each project's README, at the URI template
// project://{owner}/{repo}/readme, with mimeType 'text/markdown'.

// TODO 2 — a PROMPT the user can pick: 'review_readme', with a 'project' argument (for example
// "acme/web"), returning one user message that asks for a review and includes that README.

const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
const client = new Client({ name: 'tour-host', version: '1.0.0' });
await client.connect(clientTransport);

// The host only asks for what the server declared in its capabilities during initialize.
const capabilities = client.getServerCapabilities() ?? {};
console.log('Server capabilities:', Object.keys(capabilities));

const { tools } = await client.listTools();
console.log('Tools (for the model):', tools.map((t) => t.name));

if (capabilities.resources) {
  const { resourceTemplates } = await client.listResourceTemplates();
  console.log('Resource templates (for the application):', resourceTemplates.map((t) => t.uriTemplate));
  for (const uri of ['project://acme/web/readme', 'project://acme/api/readme']) {
    const readme = await client.readResource({ uri });
    console.log('The app attaches this README to the conversation:', readme.contents[0]);
  }
} else {
  console.log('No resources yet.');
}

if (capabilities.prompts) {
  const { prompts } = await client.listPrompts();
  console.log('Prompts (for the user, e.g. as slash commands):', prompts.map((p) => p.name));
  const prompt = await client.getPrompt({ name: 'review_readme', arguments: { project: 'acme/api' } });
  console.log('The user picked /review_readme acme/api:', prompt.messages);
} else {
  console.log('No prompts yet.');
}

await client.close();
