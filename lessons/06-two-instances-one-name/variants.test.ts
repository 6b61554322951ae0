import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const HOST = "const host = new Host({ name: 'tour-host' });";
const TODO = `// TODO: connect staging as well — same command, staging's URL and token — and give the model
// names that tell the two apart (see the host's toolNames option).`;
const connect = (
  name: string,
  api: string,
  token: string,
) => `await host.connect('${name}', new SimulatedStdioClientTransport({
  command: 'npx', args: ['gitlab-mcp'], server: gitlabMcp,
  env: { GITLAB_URL: ${api}.baseUrl, GITLAB_TOKEN: ${token} },
}));`;
const PRODUCTION = connect('production', 'production', 'PRODUCTION_TOKEN');
const PREFIXED = "const host = new Host({ name: 'tour-host', toolNames: 'prefixed' });";
const ASK = "const turn = await host.ask('Which issues are open in acme/web on staging?');";

describeVariants(lesson, {
  cheats: [
    {
      name: 'connects staging instead of production',
      source: edit(lesson.starter, [PRODUCTION, connect('staging', 'staging', 'STAGING_TOKEN')]),
      fails: ['two-instances', 'unambiguous-names'],
    },
    {
      name: 'prefixed names that say nothing (a, b)',
      source: edit(
        lesson.starter,
        [HOST, PREFIXED],
        [PRODUCTION, connect('a', 'production', 'PRODUCTION_TOKEN')],
        [TODO, connect('b', 'staging', 'STAGING_TOKEN')],
      ),
      fails: ['answered-by-staging', 'staging-data'],
      says: { 'answered-by-staging': /Both instances are connected/ },
    },
    {
      name: "scripts the model's call to staging's tool",
      source: edit(lesson.solution, [
        ASK,
        "const turn = await host.ask('Which issues are open in acme/web on staging?', { call: { name: 'staging__search_issues', arguments: { project: 'acme/web', state: 'open' } } });",
      ]),
      fails: ['answered-by-staging'],
    },
  ],
  alternatives: [
    {
      name: 'connections named prod and stage',
      source: edit(
        lesson.starter,
        [HOST, PREFIXED],
        [PRODUCTION, connect('prod', 'production', 'PRODUCTION_TOKEN')],
        [TODO, connect('stage', 'staging', 'STAGING_TOKEN')],
      ),
    },
    {
      name: 'staging connected first, through one helper',
      source: edit(
        lesson.starter,
        [
          HOST,
          `${PREFIXED}
const launch = (env: Record<string, string>) => new SimulatedStdioClientTransport({ command: 'npx', args: ['gitlab-mcp'], server: gitlabMcp, env });
await host.connect('staging', launch({ GITLAB_URL: staging.baseUrl, GITLAB_TOKEN: STAGING_TOKEN }));`,
        ],
        [
          PRODUCTION,
          "await host.connect('production', launch({ GITLAB_URL: production.baseUrl, GITLAB_TOKEN: PRODUCTION_TOKEN }));",
        ],
        [TODO, ''],
      ),
    },
  ],
});
