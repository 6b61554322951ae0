import { describe, expect, it } from 'vitest';
import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_ENV = `    // TODO 1: the child gets this environment and nothing else from the host. The program reads
    // GITLAB_TOKEN from it; pass the token here (never inside the program's code or arguments).
    env: { GITLAB_URL: gitlab.baseUrl },`;
const STARTER_ARGS = "    args: ['gitlab-mcp.js'],";
const TODO_2 = '// TODO 2: the HTTP server outlives this client. Tell it the session is over before closing.';
const TERMINATE = 'await remoteTransport.terminateSession(); // HTTP: DELETE, so the server can drop the session';

const tokenInArgs = edit(
  lesson.starter,
  [STARTER_ARGS, "    args: ['gitlab-mcp.js', '--token', GITLAB_TOKEN],"],
  [
    'function createTrackerServer(env: Record<string, string | undefined>) {',
    'function createTrackerServer(env: Record<string, string | undefined>, token = env.GITLAB_TOKEN) {',
  ],
  ['env.GITLAB_TOKEN);\n  const server', 'token);\n  const server'],
  [
    '  await createTrackerServer(env).connect(stdio);',
    '  await createTrackerServer(env, process.argv.at(-1)).connect(stdio);',
  ],
  [TODO_2, 'await remoteTransport.terminateSession();'],
);

describeVariants(lesson, {
  cheats: [
    {
      name: 'ends the session but never passes the token',
      source: edit(lesson.starter, [TODO_2, 'await remoteTransport.terminateSession();']),
      fails: ['stdio-child', 'same-roles'],
    },
    {
      name: 'passes the token but leaves the session open',
      source: edit(lesson.starter, [STARTER_ENV, '    env: { GITLAB_URL: gitlab.baseUrl, GITLAB_TOKEN },']),
      fails: ['shutdown'],
    },
    {
      name: 'sends DELETE for another session id',
      source: edit(lesson.solution, [
        TERMINATE,
        "await endpoint.fetch('https://mcp.acme.example/mcp', { method: 'DELETE', headers: { 'mcp-session-id': 'session-9' } });",
      ]),
      fails: ['shutdown'],
    },
  ],
  alternatives: [
    {
      name: 'ends the session with a DELETE of its own',
      source: edit(lesson.solution, [
        TERMINATE,
        `const ended = await endpoint.fetch('https://mcp.acme.example/mcp', {
  method: 'DELETE',
  headers: { 'mcp-session-id': remoteTransport.sessionId!, 'mcp-protocol-version': remoteTransport.protocolVersion! },
});
console.log('DELETE →', ended.status);`,
      ]),
    },
    {
      name: 'the child environment spread from a shared config, closes in the other order',
      source: edit(
        lesson.solution,
        ['    env: { GITLAB_URL: gitlab.baseUrl, GITLAB_TOKEN },', '    env: { ...deploymentEnv },'],
        [
          'const local = new Client(',
          'const deploymentEnv = { GITLAB_URL: gitlab.baseUrl, GITLAB_TOKEN };\nconst local = new Client(',
        ],
        ['await local.close(); // stdio: the host ends its child process\n', ''],
        [
          'await remote.close(); // closes the GET stream; sends nothing by itself',
          'await remote.close();\nawait local.close();',
        ],
      ),
    },
  ],
});

describe('08-stdio-and-streamable-http: a failure message never prints a secret', () => {
  it('a token on the command line is reported masked', async () => {
    const results = await lesson.evaluate(tokenInArgs);
    const stdio = results.find((r) => r.id === 'stdio-child');
    expect(stdio?.status).toBe('fail');
    expect(stdio?.message).toMatch(/command line/);
    for (const result of results) expect(result.message ?? '').not.toContain('glpat-tour-8e2d41c9');
  });
});
