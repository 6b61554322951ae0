import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_BODY = `    // TODO: the server's own business checks, which hold whoever calls:
    //   - refuse (isError) an issue outside this team's project (TEAM_PROJECT_ID), before any write;
    //   - an issue that is already closed: succeed without writing again.
    const issue = await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: \`Closed \${project}#\${iid}: \${issue.title}\` }] };`;
const withBody = (body: string) => edit(lesson.starter, [STARTER_BODY, body]);
const LOOP = 'for (const attempt of [1, 2]) {';

describeVariants(lesson, {
  cheats: [
    {
      name: 'keeps idempotence by remembering what this server closed, not by reading the issue',
      source:
        withBody(`    if (['acme/api', '2'].includes(project)) return { content: [{ type: 'text', text: 'Refused' }], isError: true };
    const key = \`\${project}#\${iid}\`;
    if (closedHere.has(key)) return { content: [{ type: 'text', text: 'Already closed' }] };
    closedHere.add(key);
    const issue = await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: \`Closed \${issue.title}\` }] };`).replace(
          'const server = new McpServer(',
          'const closedHere = new Set<string>();\nconst server = new McpServer(',
        ),
      fails: ['reads-before-writing'],
      says: { 'reads-before-writing': /acme\/web#3/ },
    },
    {
      name: 'answers "already closed" before asking whose issue it is',
      source: withBody(`    const current = await tracker.getIssue(project, iid);
    if (current.state === 'closed') return { content: [{ type: 'text', text: 'Already closed' }] };
    if (current.project_id !== TEAM_PROJECT_ID) return { content: [{ type: 'text', text: 'Refused' }], isError: true };
    await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: 'Closed' }] };`),
      fails: ['reads-before-writing'],
      says: { 'reads-before-writing': /acme\/api#2/ },
    },
    {
      name: "refuses the project's path string, so its numeric id still closes the issue",
      source:
        withBody(`    if (project === 'acme/api') return { content: [{ type: 'text', text: 'Refused' }], isError: true };
    const current = await tracker.getIssue(project, iid);
    if (current.state === 'closed') return { content: [{ type: 'text', text: 'Already closed' }] };
    const issue = await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: \`Closed \${issue.title}\` }] };`),
      fails: ['server-refuses', 'state-unchanged'],
      says: { 'server-refuses': /numeric id/ },
    },
    {
      name: 'checks after writing (the write already happened)',
      source: withBody(`    const issue = await tracker.updateIssue(project, iid, { state_event: 'close' });
    if (issue.project_id !== TEAM_PROJECT_ID) return { content: [{ type: 'text', text: 'Refused' }], isError: true };
    return { content: [{ type: 'text', text: 'Closed' }] };`),
      fails: ['server-refuses', 'state-unchanged', 'idempotent'],
    },
    {
      name: 'refuses a closed issue with an error instead of succeeding',
      source: withBody(`    const issue = await tracker.getIssue(project, iid);
    if (issue.project_id !== TEAM_PROJECT_ID || issue.state === 'closed') return { content: [{ type: 'text', text: 'Refused' }], isError: true };
    await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: 'Closed' }] };`),
      fails: ['idempotent'],
    },
    {
      name: 'a thrown error before the loop: told where it stopped, not "keep the loop"',
      source: edit(lesson.solution, [LOOP, `throw new Error('boom');\n${LOOP}`]),
      fails: ['idempotent'],
      says: { idempotent: /stopped at line \d+ \(Error: boom\)/ },
    },
  ],
  alternatives: [
    {
      name: 'an allowlist of the team project on the issue, early return for closed issues, then the write',
      source: withBody(`    const { project_id, state, title } = await tracker.getIssue(project, iid);
    const mine = [TEAM_PROJECT_ID].includes(project_id);
    if (!mine) throw new Error(\`\${project}#\${iid} belongs to another team\`);
    if (state !== 'closed') await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: \`\${project}#\${iid} is closed: \${title}\` }] };`),
    },
    {
      name: 'compares the project found by the API with the team project, refuses with isError',
      source: withBody(`    const issue = await tracker.getIssue(project, iid);
    const refuse = (why: string) => ({ content: [{ type: 'text' as const, text: why }], isError: true });
    if (issue.project_id !== TEAM_PROJECT_ID) return refuse('Not this team\\'s issue; nothing changed.');
    if (issue.state === 'opened') await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: 'Done' }] };`),
    },
  ],
});
