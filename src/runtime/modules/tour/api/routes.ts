import type { IssueStore, StoredProject } from './store';
import type { Issue, IssueState } from './types';

// The endpoints of GitLab's REST API v4 that the tracker serves, answering the way GitLab does:
// JSON bodies, 201 for a created issue, 404 with a message for unknown projects and issues.

export interface RouteResult {
  status: number;
  body: unknown;
}

const json = (status: number, body: unknown): RouteResult => ({ status, body });
const badRequest = (error: string) => json(400, { error });
const projectNotFound = () => json(404, { message: '404 Project Not Found' });
const issueNotFound = () => json(404, { message: '404 Issue Not Found' });

/** Answers one authenticated request; `segments` is the decoded path after /api/v4. */
export async function route(request: Request, segments: string[], store: IssueStore): Promise<RouteResult> {
  const [collection, projectId, sub, iid, ...rest] = segments;
  if (collection !== 'projects' || rest.length > 0 || (sub !== undefined && sub !== 'issues'))
    return json(404, { error: '404 Not Found' });
  const method = request.method.toUpperCase();
  const allowed =
    projectId === undefined || sub === undefined ? ['GET'] : iid === undefined ? ['GET', 'POST'] : ['GET', 'PUT'];
  if (!allowed.includes(method)) return json(405, { error: '405 Method Not Allowed' });

  if (projectId === undefined) return json(200, store.listProjects());
  const project = store.findProject(projectId);
  if (!project) return projectNotFound();
  if (sub === undefined) return json(200, store.projectJson(project));
  if (iid === undefined)
    return method === 'GET' ? listIssues(new URL(request.url), project) : createIssue(request, project, store);
  const issue = /^\d+$/.test(iid) ? project.issues.find((i) => i.iid === Number(iid)) : undefined;
  if (!issue) return issueNotFound();
  return method === 'GET' ? json(200, { ...issue, labels: [...issue.labels] }) : updateIssue(request, issue, store);
}

function listIssues(url: URL, project: StoredProject): RouteResult {
  const state = url.searchParams.get('state') ?? 'all';
  if (!['opened', 'closed', 'all'].includes(state)) return badRequest('state does not have a valid value');
  const labels = parseLabels(url.searchParams.get('labels') ?? undefined) ?? [];
  const issues = project.issues
    .filter((i) => state === 'all' || i.state === state)
    .filter((i) => labels.every((label) => i.labels.includes(label)))
    // GitLab lists the newest first.
    .sort((a, b) => b.iid - a.iid)
    .map((i) => ({ ...i, labels: [...i.labels] }));
  return json(200, issues);
}

async function createIssue(request: Request, project: StoredProject, store: IssueStore): Promise<RouteResult> {
  const body = await readJsonObject(request);
  if (typeof body === 'string') return badRequest(body);
  if (typeof body.title !== 'string' || body.title.trim() === '') return badRequest('title is missing');
  if (body.description !== undefined && typeof body.description !== 'string')
    return badRequest('description is invalid');
  const labels = parseLabels(body.labels);
  if (labels === null) return badRequest('labels is invalid');
  return json(201, store.createIssue(project, { title: body.title, description: body.description, labels }));
}

async function updateIssue(request: Request, issue: Issue, store: IssueStore): Promise<RouteResult> {
  const body = await readJsonObject(request);
  if (typeof body === 'string') return badRequest(body);
  const transitions: Record<string, IssueState> = { close: 'closed', reopen: 'opened' };
  if (body.state_event !== undefined && !(typeof body.state_event === 'string' && body.state_event in transitions)) {
    return badRequest('state_event does not have a valid value');
  }
  if (body.title !== undefined && (typeof body.title !== 'string' || body.title.trim() === ''))
    return badRequest('title is empty');
  if (body.description !== undefined && typeof body.description !== 'string')
    return badRequest('description is invalid');
  const labels = parseLabels(body.labels);
  if (labels === null) return badRequest('labels is invalid');
  const fields = {
    state: transitions[body.state_event as string],
    title: body.title as string | undefined,
    description: body.description as string | undefined,
    labels,
  };
  if (Object.values(fields).every((value) => value === undefined))
    return badRequest('state_event, title, description, labels are missing, at least one parameter must be provided');
  return json(200, store.updateIssue(issue, fields));
}

/** The parsed JSON object of a request body, or the error text when it is not one. */
async function readJsonObject(request: Request): Promise<Record<string, unknown> | string> {
  try {
    const body: unknown = JSON.parse(await request.text());
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below, like any other body that is not a JSON object.
  }
  return 'body must be a JSON object';
}

/** Labels as an array, undefined when absent, null when malformed. */
function parseLabels(value: unknown): string[] | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((l) => typeof l === 'string'))
    return value.map((l) => l.trim()).filter(Boolean);
  return null;
}
