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

// A RESOURCE: the application decides what to read and attach.
server.registerResource(
  'project-readme',
  new ResourceTemplate('project://{owner}/{repo}/readme', { list: undefined }),
  { title: 'Project README', description: "A project's README", mimeType: 'text/markdown' },
  async (uri, { owner, repo }) => ({
    contents: [{ uri: uri.href, mimeType: 'text/markdown', text: READMES[`${owner}/${repo}`] ?? 'No such project.' }],
  }),
);

// A PROMPT: the user picks it, for example as a slash command.
server.registerPrompt(
  'review_readme',
  {
    title: 'Review a README',
    description: "Ask for a review of a project's README",
    argsSchema: { project: z.string().describe('owner/repo, for example acme/web') },
  },
  ({ project }) => ({
    messages: [
      {
        role: 'user',
        content: { type: 'text', text: `Please review the README of ${project}:\n\n${READMES[project] ?? 'No such project.'}` },
      },
    ],
  }),
);

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
