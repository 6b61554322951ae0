import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_TODO = `// TODO: in 2026-07-28 a change notification travels only on a subscriptions/listen stream the client
// opened. Open one for tool list changes (client.listen(...)) and close it at the end.
`;
const withListen = (code: string, ...more: [string, string][]) => edit(lesson.starter, [STARTER_TODO, code], ...more);
const PINNING = `  if (pinned.get(tool.name) === tool.description) return true;
  console.log(\`\${tool.name} changed its description. Kept from the model until you approve.\`);
  return false;`;

describeVariants(lesson, {
  cheats: [
    {
      name: 'polls instead of listening: refreshes the cached list before turn 3',
      source: edit(lesson.starter, [
        '// A moment later, the user asks again.\n',
        "// A moment later, the user asks again.\nawait client.listTools(undefined, { cacheMode: 'refresh' });\n",
      ]),
      fails: ['listens', 'hears'],
    },
    {
      name: 'listens for prompt changes only',
      source: withListen(`const subscription = await client.listen({ promptsListChanged: true });\n`),
      fails: ['listens', 'hears', 'refuses-change'],
    },
    {
      name: 'listens, then closes the stream before the change',
      source: withListen(
        `const subscription = await client.listen({ toolsListChanged: true });\nawait subscription.close();\n`,
      ),
      fails: ['hears', 'refuses-change'],
    },
    {
      name: 'listens but drops the pinning: whatever is listed goes to the model',
      source: withListen(`const subscription = await client.listen({ toolsListChanged: true });\n`, [
        PINNING,
        '  return true;',
      ]),
      fails: ['refuses-change'],
    },
  ],
  alternatives: [
    {
      name: "the Client's listChanged option opens the stream and re-lists on its own",
      source: edit(lesson.starter, [
        "client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }),",
        "client: (info) =>\n    new Client(info, {\n      versionNegotiation: { mode: 'auto' },\n      listChanged: { tools: { onChanged: (error, tools) => console.log('Tools now:', error ?? tools?.map((t) => t.name)) } },\n    }),",
      ]),
    },
    {
      name: 'listens for tools and resources, waits for the notification instead of a timer',
      source: edit(
        withListen(
          `const heard = new Promise<void>((resolve) => client.setNotificationHandler('notifications/tools/list_changed', () => resolve()));\nconst { honoredFilter, close } = await client.listen({ resourcesListChanged: true, toolsListChanged: true });\nconsole.log('honoured:', honoredFilter);\n`,
        ),
        ['await new Promise((resolve) => setTimeout(resolve, 50));', 'await heard;'],
        ['await host.close();', 'await close();\nawait host.close();'],
      ),
    },
  ],
});
