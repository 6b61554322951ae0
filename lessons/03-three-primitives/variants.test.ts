import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const TODO_RESOURCE = `// TODO 1 — a RESOURCE the application can read: each project's README, at the URI template
// project://{owner}/{repo}/readme, with mimeType 'text/markdown'.`;
const TODO_PROMPT = `// TODO 2 — a PROMPT the user can pick: 'review_readme', with a 'project' argument (for example
// "acme/web"), returning one user message that asks for a review and includes that README.`;

const templateResource = `server.registerResource('readme', new ResourceTemplate('project://{owner}/{repo}/readme', { list: undefined }), { mimeType: 'text/markdown' },
  async (uri, { owner, repo }) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: READMES[\`\${owner}/\${repo}\`] ?? '' }] }));`;
const userPrompt = `server.registerPrompt('review_readme', { argsSchema: { project: z.string() } }, ({ project }) => ({
  messages: [{ role: 'user', content: { type: 'text', text: \`Review this README:\\n\${READMES[project]}\` } }],
}));`;

describeVariants(lesson, {
  cheats: [
    {
      name: 'a fixed resource at one URI instead of a template',
      source: edit(
        lesson.starter,
        [
          TODO_RESOURCE,
          `server.registerResource('web-readme', 'project://acme/web/readme', { mimeType: 'text/markdown' }, async (uri) => ({ contents: [{ uri: uri.href, text: READMES['acme/web'] }] }));`,
        ],
        [TODO_PROMPT, userPrompt],
      ),
      fails: ['resource-template'],
    },
    {
      name: 'the prompt answers as the assistant, and has no user message',
      source: edit(
        lesson.starter,
        [TODO_RESOURCE, templateResource],
        [TODO_PROMPT, userPrompt.replace("role: 'user'", "role: 'assistant'")],
      ),
      fails: ['prompt'],
      says: { prompt: /roles \["assistant"\]/ },
    },
    {
      name: 'a template whose handler ignores its variables and always returns acme/web',
      source: edit(
        lesson.starter,
        [TODO_RESOURCE, templateResource.replace('READMES[`${owner}/${repo}`]', "READMES['acme/web']")],
        [TODO_PROMPT, userPrompt],
      ),
      fails: ['resource-read'],
    },
    {
      name: 'the user message asks for a review without the README',
      source: edit(
        lesson.starter,
        [TODO_RESOURCE, templateResource],
        [TODO_PROMPT, userPrompt.replace('\\n${READMES[project]}', ' ${project}')],
      ),
      fails: ['prompt'],
    },
  ],
  alternatives: [
    {
      name: 'a template that can list every README, and a prompt that primes the assistant, then asks as the user',
      source: edit(
        lesson.starter,
        [
          TODO_RESOURCE,
          `const readmeTemplate = new ResourceTemplate('project://{owner}/{repo}/readme', {
  list: async () => ({ resources: Object.keys(READMES).map((path) => ({ name: path, uri: \`project://\${path}/readme\` })) }),
});
server.registerResource('readmes', readmeTemplate, { description: 'README of a project', mimeType: 'text/markdown' }, async (url, vars) => {
  const text = READMES[[vars.owner, vars.repo].join('/')];
  return { contents: text ? [{ uri: url.toString(), mimeType: 'text/markdown', text }] : [] };
});`,
        ],
        [
          TODO_PROMPT,
          `server.registerPrompt('review_readme', { title: 'Review README', argsSchema: { project: z.string().describe('owner/repo') } }, async (args) => ({
  messages: [
    { role: 'assistant', content: { type: 'text', text: 'I review READMEs for clarity and missing setup steps.' } },
    { role: 'user', content: { type: 'text', text: 'Please review:\\n\\n' + READMES[args.project] } },
  ],
}));`,
        ],
      ),
    },
    {
      name: 'the README embedded as a resource content block in a second user message',
      source: edit(
        lesson.starter,
        [TODO_RESOURCE, templateResource],
        [
          TODO_PROMPT,
          `server.registerPrompt('review_readme', { argsSchema: { project: z.string() } }, ({ project }) => ({
  messages: [
    { role: 'user', content: { type: 'text', text: \`Please review the README of \${project}.\` } },
    { role: 'user', content: { type: 'resource', resource: { uri: \`project://\${project}/readme\`, mimeType: 'text/markdown', text: READMES[project] } } },
  ],
}));`,
        ],
      ),
    },
  ],
});
