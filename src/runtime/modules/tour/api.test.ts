import { describe, expect, it } from 'vitest';
import { runInNode } from '../../node/runInNode';
import { IssueTrackerApi, IssueTrackerError, defaultProjects, type Issue, type Project } from './api';
import { mask } from './secrets';

const TOKEN = 'glpat-test-0123456789';
const BASE = 'https://gitlab.example.com/api/v4';
const bearer = { Authorization: `Bearer ${TOKEN}` };

function tracker(options: Partial<ConstructorParameters<typeof IssueTrackerApi>[0]> = {}) {
  return new IssueTrackerApi({ token: TOKEN, ...options });
}

async function call(api: IssueTrackerApi, path: string, init: RequestInit = {}) {
  const response = await api.fetch(`${BASE}${path}`, {
    ...init,
    headers: { ...bearer, ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, body: await response.json(), contentType: response.headers.get('content-type') };
}

describe('IssueTrackerApi: reading', () => {
  it('lists projects in GitLab shape, with either credential header', async () => {
    const api = tracker();
    const viaBearer = await call(api, '/projects');
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.contentType).toBe('application/json');
    const projects = viaBearer.body as Project[];
    expect(projects.map((p) => p.path_with_namespace)).toEqual(['acme/web', 'acme/api']);
    expect(projects[0]).toMatchObject({
      id: 1,
      name: 'Web',
      path: 'web',
      web_url: 'https://gitlab.example.com/acme/web',
      open_issues_count: 2,
    });
    const viaPrivateToken = await api.fetch(`${BASE}/projects`, { headers: { 'PRIVATE-TOKEN': TOKEN } });
    expect(viaPrivateToken.status).toBe(200);
  });

  it('finds a project by numeric id or URL-encoded path, and answers 404 otherwise', async () => {
    const api = tracker();
    expect((await call(api, '/projects/2')).body).toMatchObject({ path_with_namespace: 'acme/api' });
    expect((await call(api, '/projects/acme%2Fweb')).body).toMatchObject({ id: 1 });
    expect(await call(api, '/projects/99')).toMatchObject({ status: 404, body: { message: '404 Project Not Found' } });
    expect(await call(api, '/projects/acme%2Fnope/issues')).toMatchObject({ status: 404 });
    expect(await call(api, '/groups')).toMatchObject({ status: 404, body: { error: '404 Not Found' } });
  });

  it('filters issues by state and labels, newest first, and rejects an unknown state', async () => {
    const api = tracker();
    const all = (await call(api, '/projects/1/issues')).body as Issue[];
    expect(all.map((i) => i.iid)).toEqual([3, 2, 1]);
    const opened = (await call(api, '/projects/1/issues?state=opened')).body as Issue[];
    expect(opened.map((i) => i.iid)).toEqual([2, 1]);
    const closed = (await call(api, '/projects/acme%2Fweb/issues?state=closed')).body as Issue[];
    expect(closed).toEqual([expect.objectContaining({ iid: 3, state: 'closed', project_id: 1, id: 1003 })]);
    expect(((await call(api, '/projects/1/issues?labels=bug,frontend')).body as Issue[]).map((i) => i.iid)).toEqual([
      1,
    ]);
    expect(await call(api, '/projects/1/issues?state=open')).toMatchObject({
      status: 400,
      body: { error: 'state does not have a valid value' },
    });
  });

  it('gets one issue by iid', async () => {
    const api = tracker();
    const issue = await call(api, '/projects/1/issues/1');
    expect(issue.status).toBe(200);
    expect(issue.body).toEqual({
      id: 1001,
      iid: 1,
      project_id: 1,
      title: 'Login button does nothing on Safari',
      description: 'Clicking "Log in" on Safari 17 has no effect.',
      state: 'opened',
      labels: ['bug', 'frontend'],
      created_at: expect.stringMatching(/^2025-01-0\dT/),
      updated_at: expect.any(String),
      closed_at: null,
      web_url: 'https://gitlab.example.com/acme/web/-/issues/1',
    });
    expect(await call(api, '/projects/1/issues/42')).toMatchObject({
      status: 404,
      body: { message: '404 Issue Not Found' },
    });
    expect(await call(api, '/projects/1/issues/x')).toMatchObject({ status: 404 });
  });
});

describe('IssueTrackerApi: writing', () => {
  const json = (body: unknown, method = 'POST'): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('creates an issue with 201 and the next iid', async () => {
    const api = tracker();
    const created = await call(api, '/projects/1/issues', json({ title: 'Broken link', labels: 'docs, bug' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      iid: 4,
      id: 1004,
      state: 'opened',
      labels: ['docs', 'bug'],
      description: null,
    });
    expect(api.issues(1).map((i) => i.iid)).toEqual([1, 2, 3, 4]);
    expect(api.issues('acme/web')[3].title).toBe('Broken link');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const api = tracker();
    const before = api.issues(1);
    expect(await call(api, '/projects/1/issues', json({ description: 'no title' }))).toMatchObject({
      status: 400,
      body: { error: 'title is missing' },
    });
    expect(await call(api, '/projects/1/issues', { method: 'POST', body: 'not json' })).toMatchObject({ status: 400 });
    expect(await call(api, '/projects/1/issues', json({ title: 'x', labels: 5 }))).toMatchObject({ status: 400 });
    expect(await call(api, '/projects/1/issues/1', json({ state_event: 'delete' }, 'PUT'))).toMatchObject({
      status: 400,
      body: { error: 'state_event does not have a valid value' },
    });
    expect(await call(api, '/projects/1/issues/1', json({}, 'PUT'))).toMatchObject({ status: 400 });
    expect(await call(api, '/projects/1', json({}, 'DELETE'))).toMatchObject({ status: 405 });
    expect(api.issues(1)).toEqual(before);
  });

  it('closes and reopens an issue, with deterministic times', async () => {
    const api = tracker();
    const closed = await call(api, '/projects/1/issues/2', json({ state_event: 'close' }, 'PUT'));
    expect(closed).toMatchObject({
      status: 200,
      body: { state: 'closed', closed_at: '2025-01-06T09:01:00.000Z', updated_at: '2025-01-06T09:01:00.000Z' },
    });
    expect(api.issues(1)[1].state).toBe('closed');
    const reopened = await call(
      api,
      '/projects/1/issues/2',
      json({ state_event: 'reopen', title: 'Add a dark theme' }, 'PUT'),
    );
    expect(reopened.body).toMatchObject({ state: 'opened', closed_at: null, title: 'Add a dark theme' });
  });

  it('gives a read-only view of the state', () => {
    const api = tracker();
    const issues = api.issues(1);
    expect(Object.isFrozen(issues) && Object.isFrozen(issues[0])).toBe(true);
    expect(() => api.issues(9)).toThrow(/no project 9/);
    expect(api.calls).toBe(0);
  });
});

describe('IssueTrackerApi: credentials and accounting', () => {
  it('answers 401 without the token, with another one, or with a token in the URL, and says nothing about it', async () => {
    const api = tracker();
    const missing = await api.fetch(`${BASE}/projects`);
    const wrong = await api.fetch(`${BASE}/projects`, { headers: { Authorization: 'Bearer glpat-guess' } });
    const inQuery = await api.fetch(`${BASE}/projects?private_token=${TOKEN}&per_page=5`);
    for (const response of [missing, wrong, inQuery]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: '401 Unauthorized' });
    }
    expect(api.calls).toBe(3);
    expect(api.log).toEqual([
      { method: 'GET', path: '/api/v4/projects', status: 401, refusal: 'no credential' },
      { method: 'GET', path: '/api/v4/projects', status: 401, refusal: 'wrong credential' },
      {
        method: 'GET',
        path: '/api/v4/projects?private_token=[redacted]&per_page=5',
        status: 401,
        refusal: 'credential in the URL query (only the Authorization or PRIVATE-TOKEN header is accepted)',
      },
    ]);
    expect(JSON.stringify(api.log)).not.toContain(TOKEN);
  });

  it('counts every request that reached it, and none that went to another host', async () => {
    const api = tracker();
    await call(api, '/projects');
    await call(api, '/projects/1/issues/99');
    await expect(api.fetch('https://gitlab.other.example/api/v4/projects', { headers: bearer })).rejects.toThrow(
      TypeError,
    );
    expect(api.calls).toBe(2);
    expect(api.log.map((e) => e.status)).toEqual([200, 404]);
    // Relative URLs resolve against the base URL.
    expect((await api.fetch('/api/v4/projects', { headers: bearer })).status).toBe(200);
  });

  it('keeps instances apart: different data, different tokens', async () => {
    const a = tracker({ name: 'tracker-a' });
    const b = new IssueTrackerApi({
      name: 'tracker-b',
      token: 'glpat-b-token',
      baseUrl: 'https://gitlab.b.example',
      projects: [{ id: 1, path: 'acme/web', name: 'Web', issues: [{ iid: 1, title: 'Only in B' }] }],
    });
    const fromA = await a.client(TOKEN).listIssues('acme/web');
    const fromB = await b.client('glpat-b-token').listIssues('acme/web');
    expect(fromA.map((i) => i.title)).not.toContain('Only in B');
    expect(fromB.map((i) => i.title)).toEqual(['Only in B']);
    expect(fromB[0].web_url).toBe('https://gitlab.b.example/acme/web/-/issues/1');
    await expect(b.client(TOKEN).listProjects()).rejects.toMatchObject({ status: 401 });
    expect([a.calls, b.calls]).toEqual([1, 2]);
  });

  it('rejects a seed with duplicate ids and a missing token', () => {
    const projects = defaultProjects();
    projects[1].id = 1;
    expect(() => tracker({ projects })).toThrow(/Duplicate project id/);
    expect(() => new IssueTrackerApi({ token: '' })).toThrow(TypeError);
    // defaultProjects() hands out copies.
    expect(defaultProjects()[1].id).toBe(2);
  });
});

describe('IssueTrackerApi: client', () => {
  it('wraps every endpoint with typed methods', async () => {
    const api = tracker();
    const gitlab = api.client(TOKEN);
    expect((await gitlab.listProjects()).length).toBe(2);
    expect((await gitlab.listIssues(1, { state: 'opened', labels: ['bug'] })).map((i) => i.iid)).toEqual([1]);
    expect((await gitlab.getIssue('acme/api', 1)).title).toMatch(/Rate limiter/);
    const created = await gitlab.createIssue('acme/api', { title: 'Add ETags', labels: ['feature'] });
    expect(created.iid).toBe(3);
    expect((await gitlab.updateIssue(2, created.iid, { state_event: 'close' })).state).toBe('closed');
    expect(api.log.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /api/v4/projects 200',
      'GET /api/v4/projects/1/issues?state=opened&labels=bug 200',
      'GET /api/v4/projects/acme%2Fapi/issues/1 200',
      'POST /api/v4/projects/acme%2Fapi/issues 201',
      'PUT /api/v4/projects/2/issues/3 200',
    ]);
  });

  it('throws IssueTrackerError with GitLab message and status', async () => {
    const api = tracker();
    const noToken = api.client(undefined);
    const error = await noToken.listProjects().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IssueTrackerError);
    expect(error).toMatchObject({ status: 401, message: '401 Unauthorized', name: 'IssueTrackerError' });
    await expect(api.client(TOKEN).createIssue(1, { title: '' })).rejects.toThrow('400 Bad Request: title is missing');
    await expect(api.client(TOKEN).getIssue(1, 77)).rejects.toThrow('404 Issue Not Found');
    expect(api.log[0].refusal).toBe('no credential');
  });
});

describe('IssueTrackerApi in a run', () => {
  it('traces each request as an api-call event, never with the token', async () => {
    const record = await runInNode(`
      import { IssueTrackerApi } from 'mcp-tour/api';
      const api = new IssueTrackerApi({ name: 'tracker-a', token: '${TOKEN}' });
      const gitlab = api.client('${TOKEN}');
      await gitlab.listIssues('acme/web', { state: 'opened' });
      await api.client('wrong-token').createIssue(1, { title: 'x' }).catch((e) => console.log(e.message));
      await api.fetch('https://gitlab.example.com/api/v4/projects?access_token=${TOKEN}');
      console.log(api.calls, api.issues(1).length);
    `);
    expect(record.status).toBe('ok');
    const calls = record.events.filter((e) => e.kind === 'api-call');
    expect(calls).toEqual([
      expect.objectContaining({
        layer: 'api',
        api: 'tracker-a',
        method: 'GET',
        path: '/api/v4/projects/acme%2Fweb/issues?state=opened',
        status: 200,
        credentials: [{ name: 'Authorization', masked: `Bearer ${mask(TOKEN)}` }],
      }),
      expect.objectContaining({
        api: 'tracker-a',
        method: 'POST',
        status: 401,
        refusal: 'wrong credential',
        credentials: [{ name: 'Authorization', masked: 'Bearer wron•••••en' }],
      }),
      expect.objectContaining({
        path: '/api/v4/projects?access_token=[redacted]',
        status: 401,
        credentials: [{ name: '?access_token', masked: mask(TOKEN) }],
      }),
    ]);
    expect(record.events.filter((e) => e.kind === 'console').map((e) => e.kind === 'console' && e.text)).toEqual([
      '401 Unauthorized',
      '3 3',
    ]);
    expect(JSON.stringify(record.events)).not.toContain(TOKEN);
  });
});
