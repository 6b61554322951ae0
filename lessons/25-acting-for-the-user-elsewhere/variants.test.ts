import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const SESSION_CHECK = `    // The link may have been sent to someone else: only the user the flow was started for goes on.
    const session = /(?:^|;\\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? '';
    if (SESSIONS[session] !== flow.user) return new Response('This link was made for another account.', { status: 403 });
`;
const STORE =
  'const gitlabTokens = new Map<string, string>(); // GitLab tokens, each bound to the MCP user it acts for';
const KEEP = '    gitlabTokens.set(flow.user, ((await answer.json()) as { access_token: string }).access_token);';
const LOOKUP = '    const token = gitlabTokens.get(user);';
const ELICIT =
  "          gitlab: inputRequired.elicitUrl({ message: 'Connect your GitLab account to Acme MCP', url: startFlow(user) }),";

describeVariants(lesson, {
  cheats: [
    {
      name: 'asks by URL, but keeps one GitLab token for the whole server',
      source: edit(
        lesson.solution,
        [STORE, 'let serverToken: string | undefined;'],
        [KEEP, '    serverToken = ((await answer.json()) as { access_token: string }).access_token;'],
        [LOOKUP, '    const token = serverToken;'],
      ),
      fails: ['grant-bound-to-user'],
      says: { 'grant-bound-to-user': 'bound to the user' },
    },
    {
      name: 'binds the grant per user, but the connect page trusts whoever opens the link',
      source: edit(lesson.solution, [SESSION_CHECK, '']),
      fails: ['grant-bound-to-user'],
      says: { 'grant-bound-to-user': 'same user' },
    },
    {
      name: 'asks for the GitLab token in a form instead',
      source: edit(lesson.solution, [
        ELICIT,
        "          gitlab: inputRequired.elicit({ message: 'Paste a GitLab access token', requestedSchema: z.object({ token: z.string() }) }),",
      ]),
      fails: ['asks-by-url', 'grant-bound-to-user'],
    },
    {
      name: "falls back to the client's token when the user has not connected",
      source: edit(
        lesson.solution,
        [LOOKUP, '    const token = gitlabTokens.get(user) ?? (ctx.http?.authInfo?.token as string);'],
        [`    if (!token) {`, `    if (!token && user === 'nobody') {`],
      ),
      fails: ['asks-by-url', 'no-token-passthrough', 'grant-bound-to-user'],
    },
  ],
  alternatives: [
    {
      name: 'a grant store class, and the user checked on the callback instead of the connect page',
      source: edit(
        lesson.solution,
        [SESSION_CHECK, ''],
        [
          STORE,
          `class GrantStore {
  private readonly byUser = new Map<string, { token: string; at: number }>();
  keep(user: string, token: string) {
    this.byUser.set(user, { token, at: Date.now() });
  }
  for(user: string) {
    return this.byUser.get(user)?.token;
  }
}
const grants = new GrantStore();`,
        ],
        [
          "    if (!flow) return new Response('Unknown flow', { status: 400 });",
          `    if (!flow) return new Response('Unknown flow', { status: 400 });
    const cookieUser = SESSIONS[(request.headers.get('cookie') ?? '').replace(/^session=/, '')];
    if (cookieUser !== flow.user) return new Response('Signed in as someone else', { status: 403 });`,
        ],
        [KEEP, '    grants.keep(flow.user, ((await answer.json()) as { access_token: string }).access_token);'],
        [LOOKUP, '    const token = grants.for(user);'],
      ),
    },
  ],
});
