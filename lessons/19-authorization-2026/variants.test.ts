import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const TODO = `  // TODO: this server serves anyone. Protect it as 2026-07-28 asks:
  // 1. No token, an unknown one, or one issued for another server (auth.introspect(token): active,
  //    aud === MCP_URL): answer challenge(401, { scope: 'issues:read' }).
  // 2. close_issue needs issues:write: a valid token without it gets
  //    challenge(403, { error: 'insufficient_scope', scope: 'issues:read issues:write' }).
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const info = auth.introspect(token);
  const scopes = info.active ? info.scope.split(' ') : [];
`;
const SCOPE_CHECK = `  const body = (await request.clone().json().catch(() => undefined)) as { method?: string; params?: { name?: string } } | undefined;
  if (body?.method === 'tools/call' && body.params?.name === 'close_issue' && !scopes.includes('issues:write')) {
    return challenge(403, { error: 'insufficient_scope', scope: 'issues:read issues:write' });
  }
`;
const guard = (tokenCheck: string, scopeCheck = SCOPE_CHECK) =>
  edit(lesson.starter, [
    TODO,
    `  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const info = auth.introspect(token);
${tokenCheck}  const scopes = info.active ? info.scope.split(' ') : [];
${scopeCheck}`,
  ]);

describeVariants(lesson, {
  cheats: [
    {
      name: 'accepts any active token, whoever it was issued for',
      source: guard(`  if (!info.active) return challenge(401, { scope: 'issues:read' });\n`),
      fails: ['foreign-token-refused'],
    },
    {
      name: 'checks the token but not the scope',
      source: guard(
        `  if (!info.active || info.aud !== MCP_URL) return challenge(401, { scope: 'issues:read' });\n`,
        '',
      ),
      fails: ['insufficient-scope'],
    },
    {
      name: 'answers a missing scope with 401 instead of 403 insufficient_scope',
      source: guard(
        `  if (!info.active || info.aud !== MCP_URL) return challenge(401, { scope: 'issues:read' });\n`,
        SCOPE_CHECK.replace(
          "challenge(403, { error: 'insufficient_scope', scope: 'issues:read issues:write' })",
          "challenge(401, { scope: 'issues:read issues:write' })",
        ),
      ),
      fails: ['insufficient-scope'],
    },
  ],
  alternatives: [
    {
      name: 'a guard wrapper with a scope table; the 403 names only the missing scope',
      source: guard(
        `  const audienceOk = info.active && new URL(info.aud).href === new URL(MCP_URL).href;
  if (!audienceOk) return challenge(401, { scope: 'issues:read', error: 'invalid_token' });
`,
        `  const needs: Record<string, string> = { close_issue: 'issues:write' };
  const call = request.method === 'POST' ? ((await request.clone().json()) as { method?: string; params?: { name?: string } }) : undefined;
  const needed = call?.method === 'tools/call' ? needs[call.params?.name ?? ''] : undefined;
  if (needed && !scopes.includes(needed)) return challenge(403, { error: 'insufficient_scope', scope: needed, error_description: \`\${needed} is required\` });
`,
      ),
    },
  ],
});
