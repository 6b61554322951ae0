import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const PASSTHROUGH = `      // TODO 1: this forwards the caller's token to GitLab (token passthrough). The caller's token
      // only proves who is asking; call GitLab with the server's own credential.
      const tracker = gitlab.client(extra.authInfo?.token);`;
const OWN_KEY = '      const tracker = gitlab.client(GITLAB_TOKEN);';
const STARTER_GUARD = `    // TODO 2: accept only a token issued for this server (its audience, info.aud, is MCP_URL).
    if (!info.active) {`;
const refuseWith = (status: number) =>
  edit(
    lesson.starter,
    [PASSTHROUGH, OWN_KEY],
    [
      STARTER_GUARD,
      `    if (info.active && info.aud !== MCP_URL) return Response.json({ error: 'forbidden' }, { status: ${status} });\n    if (!info.active) {`,
    ],
  );

describeVariants(lesson, {
  cheats: [
    {
      name: "refuses the wiki's audience by name instead of accepting only its own",
      source: edit(
        lesson.starter,
        [PASSTHROUGH, OWN_KEY],
        [STARTER_GUARD, "    if (!info.active || info.aud === 'https://wiki.acme.example/mcp') {"],
      ),
      fails: ['audience'],
      says: { audience: /lookalike-server/ },
    },
    {
      name: 'accepts any audience that starts like its own address',
      source: edit(
        lesson.starter,
        [PASSTHROUGH, OWN_KEY],
        [STARTER_GUARD, "    if (!info.active || !info.aud.startsWith('https://mcp.acme.example')) {"],
      ),
      fails: ['audience'],
    },
    {
      name: 'calls GitLab with its own key but accepts any live token',
      source: edit(lesson.starter, [PASSTHROUGH, OWN_KEY]),
      fails: ['audience'],
    },
    {
      name: 'checks the audience but still forwards the caller token',
      source: edit(lesson.starter, [STARTER_GUARD, '    if (!info.active || info.aud !== MCP_URL) {']),
      fails: ['answered', 'no-passthrough'],
    },
    {
      name: 'checks the scope instead of the audience',
      source: edit(
        lesson.starter,
        [PASSTHROUGH, OWN_KEY],
        [STARTER_GUARD, "    if (!info.active || !info.scope.split(' ').includes('issues:read')) {"],
      ),
      fails: ['audience'],
    },
    {
      name: "accepts only the host's own token (a fixed value, not an audience)",
      source: edit(
        lesson.starter,
        [PASSTHROUGH, OWN_KEY],
        [STARTER_GUARD, '    if (!info.active || token !== HOST_TOKEN) {'],
      ),
      fails: ['audience'],
      says: { audience: /ci-job's token/ },
    },
    {
      name: 'refuses the wrong audience with 403: told it is refused, and that an invalid token is a 401',
      source: refuseWith(403),
      fails: ['audience'],
      says: { audience: /refused wiki-server's token with 403.*401/ },
    },
  ],
  alternatives: [
    {
      name: 'a verify() that returns AuthInfo (expiresAt, user in extra), audience compared as URLs, aud may be a list',
      source: edit(
        lesson.starter,
        [PASSTHROUGH, '      const tracker = gitlab.client(GITLAB_TOKEN); // never extra.authInfo.token'],
        [
          'const router = sessionRouter(createTrackerServer);',
          `const router = sessionRouter(createTrackerServer);
const sameUrl = (a: string, b: string) => new URL(a).href === new URL(b).href;
function verify(token: string | undefined) {
  const info = token ? auth.introspect(token) : undefined;
  if (!info?.active) return undefined;
  const audiences = ([] as string[]).concat(info.aud);
  if (!audiences.some((aud) => sameUrl(aud, MCP_URL))) return undefined;
  return { token: token!, clientId: info.client_id, scopes: info.scope.split(' '), resource: new URL(MCP_URL), expiresAt: Math.floor(Date.now() / 1000) + 3600, extra: { sub: info.sub } };
}`,
        ],
        [
          STARTER_GUARD,
          `    const verified = verify(token);
    if (!verified) return new Response(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
    if (!info.active) {`,
        ],
      ),
    },
  ],
});
