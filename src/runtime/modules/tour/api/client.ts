import type { Issue, IssueQuery, IssueUpdate, NewIssue, Project } from './types';

// What a server implementation calls instead of hand-writing fetch requests. It sends the token
// the way GitLab clients do (Authorization: Bearer) and turns error answers into exceptions.

type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** A tool handler's request context: SDK 1.x's `extra` or v2's `ctx`; its AbortSignal is what is used. */
export type HandlerContext = { signal?: AbortSignal } | { mcpReq?: { signal?: AbortSignal } };

function signalOf(context: HandlerContext | undefined): AbortSignal | undefined {
  if (!context) return undefined;
  return 'mcpReq' in context ? context.mcpReq?.signal : (context as { signal?: AbortSignal }).signal;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

/** The tracker answered with an error status. `message` is GitLab's own, for example "401 Unauthorized". */
export class IssueTrackerError extends Error {
  override name = 'IssueTrackerError';
  constructor(
    /** The HTTP status, for example 401 or 404. */
    readonly status: number,
    message: string,
    /** The parsed JSON error body. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * A small typed client for the tracker's REST API. Get one from `api.client(token)`, or build one
 * around any fetch function and base URL. Every method rejects with an IssueTrackerError when the
 * tracker answers with an error status.
 */
export class IssueTrackerClient {
  constructor(
    private readonly fetchFunction: FetchFunction,
    /** For example "https://gitlab.example.com". */
    readonly baseUrl: string,
    private readonly token?: string,
    /** The request signal of the tool handler this client works for, sent with every request. */
    private readonly signal?: AbortSignal,
  ) {}

  /**
   * This client bound to a tool handler's request context (SDK 1.x `extra`, v2 `ctx`): each of its
   * requests carries that call's signal, so the trace says which call made it.
   */
  for(context: HandlerContext | undefined): IssueTrackerClient {
    const signal = signalOf(context);
    return signal ? new IssueTrackerClient(this.fetchFunction, this.baseUrl, this.token, signal) : this;
  }

  /** GET /api/v4/projects */
  listProjects(): Promise<Project[]> {
    return this.request('GET', '/projects');
  }

  /** GET /api/v4/projects/:id/issues, newest first. `projectId` is a numeric id or a path such as "acme/web". */
  listIssues(projectId: number | string, query: IssueQuery = {}): Promise<Issue[]> {
    const params = new URLSearchParams();
    if (query.state) params.set('state', query.state);
    if (query.labels?.length) params.set('labels', query.labels.join(','));
    const search = params.toString() ? `?${params}` : '';
    return this.request('GET', `${projectPath(projectId)}/issues${search}`);
  }

  /** GET /api/v4/projects/:id/issues/:iid */
  getIssue(projectId: number | string, iid: number): Promise<Issue> {
    return this.request('GET', `${projectPath(projectId)}/issues/${iid}`);
  }

  /** POST /api/v4/projects/:id/issues, resolving to the created issue. */
  createIssue(projectId: number | string, issue: NewIssue): Promise<Issue> {
    return this.request('POST', `${projectPath(projectId)}/issues`, issue);
  }

  /** PUT /api/v4/projects/:id/issues/:iid, for example `{ state_event: 'close' }`. */
  updateIssue(projectId: number | string, iid: number, update: IssueUpdate): Promise<Issue> {
    return this.request('PUT', `${projectPath(projectId)}/issues/${iid}`, update);
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token !== undefined) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetchFunction(`${this.baseUrl.replace(/\/$/, '')}/api/v4${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(this.signal ? { signal: this.signal } : {}),
    });
    const parsed: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new IssueTrackerError(response.status, errorMessage(response.status, parsed), parsed);
    return parsed as T;
  }
}

function projectPath(projectId: number | string): string {
  return `/projects/${encodeURIComponent(String(projectId))}`;
}

function errorMessage(status: number, body: unknown): string {
  const { message, error } = (body ?? {}) as { message?: unknown; error?: unknown };
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : '';
  if (/^\d{3} /.test(text)) return text;
  const reason = REASONS[status] ?? 'Error';
  return text ? `${status} ${reason}: ${text}` : `${status} ${reason}`;
}
