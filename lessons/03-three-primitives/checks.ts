import { defineChecks, missingStep } from '../../src/lessons/checks';

interface ReadResult {
  contents?: { uri?: string; mimeType?: string; text?: string }[];
}
interface PromptMessage {
  role?: string;
  content?: { type?: string; text?: string; resource?: { text?: string } };
}
interface PromptResult {
  messages?: PromptMessage[];
}

/** The text a prompt message carries: a text block, or the text of an embedded resource. */
const messageText = (message: PromptMessage) => message.content?.text ?? message.content?.resource?.text ?? '';

// Shortcuts this lesson rules out, and what catches each:
// - a fixed resource at one URI instead of a template → resource-template;
// - a template whose handler ignores its variables → resource-read (two projects are read);
// - a prompt that answers as the assistant, or asks without the README → prompt (read for acme/api,
//   not the acme/web its argument gives as the example).
export default defineChecks([
  {
    id: 'capabilities',
    title: 'The server declares tools, resources and prompts in its initialize result',
    test(run) {
      const capabilities = run.initializeResult()?.capabilities ?? {};
      const missing = ['tools', 'resources', 'prompts'].filter((name) => !(name in capabilities));
      if (missing.length)
        return `The initialize result does not declare: ${missing.join(', ')}. Registering one of each makes the SDK declare it.`;
    },
  },
  {
    id: 'resource-template',
    title: 'resources/templates/list offers project://{owner}/{repo}/readme as text/markdown',
    test(run) {
      const listed = run
        .exchanges('resources/templates/list')
        .flatMap(
          (x) =>
            (x.response?.result as { resourceTemplates?: { uriTemplate: string; mimeType?: string }[] })
              ?.resourceTemplates ?? [],
        );
      const template = listed.find((t) => t.uriTemplate === 'project://{owner}/{repo}/readme');
      if (!template)
        return `No resource template project://{owner}/{repo}/readme was listed (listed: ${JSON.stringify(listed.map((t) => t.uriTemplate))}).`;
      if (template.mimeType !== 'text/markdown')
        return `The template's mimeType is ${template.mimeType ?? 'missing'}, expected text/markdown.`;
    },
  },
  {
    id: 'resource-read',
    title: "Reading project://acme/web/readme and project://acme/api/readme returns each project's own README as text",
    test(run) {
      for (const project of ['acme/web', 'acme/api']) {
        const uri = `project://${project}/readme`;
        const read = run.exchanges('resources/read').find((x) => (x.request.params as { uri?: string })?.uri === uri);
        if (!read) return missingStep(`The client never read ${uri}.`);
        if (read.response?.error) return `resources/read ${uri} failed: ${read.response.error.message}`;
        const content = (read.response?.result as ReadResult)?.contents?.[0];
        if (!content?.text?.startsWith(`# ${project}`))
          return `Reading ${uri} should give the ${project} README; it gave ${JSON.stringify(content?.text)}. Use the template's variables (owner, repo) to pick it.`;
        if (content.uri !== uri)
          return `The content's uri should be the URI that was read (${uri}); it is ${content.uri}.`;
      }
    },
  },
  {
    id: 'prompt',
    title: 'prompts/get review_readme for acme/api returns a user message containing that README',
    test(run) {
      const listed = run
        .exchanges('prompts/list')
        .flatMap(
          (x) =>
            (x.response?.result as { prompts?: { name: string; arguments?: { name: string; required?: boolean }[] }[] })
              ?.prompts ?? [],
        );
      const prompt = listed.find((p) => p.name === 'review_readme');
      if (!prompt) return 'prompts/list did not offer review_readme.';
      if (!prompt.arguments?.some((a) => a.name === 'project' && a.required))
        return 'review_readme should take a required "project" argument.';
      const get = run
        .exchanges('prompts/get')
        .find((x) => (x.request.params as { name?: string })?.name === 'review_readme');
      if (!get) return missingStep('The client never asked for prompts/get review_readme.');
      if (get.response?.error) return `prompts/get review_readme failed: ${get.response.error.message}`;
      const messages = (get.response?.result as PromptResult)?.messages ?? [];
      const users = messages.filter((m) => m.role === 'user');
      if (users.length === 0)
        return `The prompt returned ${messages.length} message(s) with the roles ${JSON.stringify(messages.map((m) => m.role))}; the user's request should be a message with role "user".`;
      if (!users.some((m) => messageText(m).includes('The public REST API')))
        return 'No user message of the prompt includes the acme/api README text.';
    },
  },
]);
