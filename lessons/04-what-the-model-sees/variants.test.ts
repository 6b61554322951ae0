import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_DESCRIPTION =
  "    description: 'Runs a query.', // TODO: say what this tool does, in the words a user's question would use";
const ASK = "const turn = await host.ask('Which issues are open in acme/web?');";
const describeAs = (text: string) =>
  edit(lesson.starter, [STARTER_DESCRIPTION, `    description: ${JSON.stringify(text)},`]);

describeVariants(lesson, {
  cheats: [
    {
      name: 'a description that answers the one question asked: open issues only',
      source: describeAs("List a project's open issues."),
      fails: ['picks-run-query-closed'],
      says: { 'picks-run-query-closed': /get_project/ },
    },
    {
      name: "scripts the model's call instead of fixing the description",
      source: edit(lesson.starter, [
        ASK,
        "const turn = await host.ask('Which issues are open in acme/web?', { call: { name: 'run_query', arguments: { project: 'acme/web', state: 'open' } } });",
      ]),
      fails: ['picks-run-query'],
      says: { 'picks-run-query': /scripted/ },
    },
    {
      name: 'asks a question made of the tool name instead of fixing the description',
      source: edit(lesson.starter, [ASK, "const turn = await host.ask('run query acme/web open');"]),
      fails: ['picks-run-query'],
    },
    {
      name: 'a thrown error before host.ask: told where the program stopped, not "keep host.ask"',
      source: edit(lesson.starter, [ASK, `throw new Error('later');\n${ASK}`]),
      fails: ['picks-run-query'],
      says: { 'picks-run-query': /stopped at line 62/ },
    },
    {
      name: 'a syntax error: every step the program never reached names the line, none says "keep host.ask"',
      source: edit(lesson.starter, [ASK, "const turn = await host.ask('Which issues are open in acme/web?';"]),
      fails: ['tool-list', 'picks-run-query', 'no-credentials'],
      says: {
        'tool-list': /stopped at line 62 \(SyntaxError/,
        'picks-run-query': /stopped at line 62 \(SyntaxError/,
        'no-credentials': /stopped at line 62/,
      },
    },
  ],
  alternatives: [
    {
      name: 'says "opened issues", a form of the question\'s "open"',
      source: describeAs('Issues of a project, opened or closed, newest first.'),
    },
    {
      name: 'says "tickets" and "state" but still "issues"',
      source: describeAs('Returns the issues (tickets) of one repo, filtered by state: open or closed.'),
    },
    {
      name: 'a description built from named parts, tool list read with the host only',
      source: edit(describeAs('Search issues in a project by their state (open or closed).'), [
        'const { tools } = await client.listTools();',
        'const tools = (await client.listTools()).tools;',
      ]),
    },
  ],
});
