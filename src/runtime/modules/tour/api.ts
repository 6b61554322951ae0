import { activeRecorder } from '../../trace/activeRecorder';
import { handlerOf, madeBy } from '../../trace/handlerScope';
import { type HandlerContext, IssueTrackerClient } from './api/client';
import { credentialRefusal, loggedPath, presentedCredentials } from './api/credentials';
import { route } from './api/routes';
import { defaultProjects } from './api/seed';
import { IssueStore } from './api/store';
import type { ApiLogEntry, Issue, ProjectSeed } from './api/types';

// mcp-tour/api: a simulated downstream HTTP API, an issue tracker in the style of GitLab. It runs
// in the page (no network), checks its one credential, and counts and logs every request, so a
// lesson can prove what reached it and what did not. It also offers a simulated OAuth
// authorization server, which issues tokens bound to one resource (their audience).

export {
  type ApproveOptions,
  AuthorizationServer,
  type AuthorizationServerOptions,
  type TokenInfo,
  type TokenRequest,
} from './api/authorizationServer';
export { type HandlerContext, IssueTrackerClient, IssueTrackerError } from './api/client';
export type { KnownClient } from './api/oauthEndpoints';
export { defaultProjects } from './api/seed';
export type {
  ApiLogEntry,
  Issue,
  IssueQuery,
  IssueSeed,
  IssueState,
  IssueUpdate,
  NewIssue,
  Project,
  ProjectSeed,
} from './api/types';

/** Options for `new IssueTrackerApi(...)`. */
export interface IssueTrackerOptions {
  /** Names this instance in the trace (the `api` of its api-call events). Default "tracker". */
  name?: string;
  /** Where the tracker "lives". Default "https://gitlab.example.com". */
  baseUrl?: string;
  /** The one credential the tracker accepts, as `Authorization: Bearer <token>` or `PRIVATE-TOKEN: <token>`. */
  token: string;
  /** The data to start with. Default: `defaultProjects()` (acme/web and acme/api with a few issues). */
  projects?: ProjectSeed[];
}

/**
 * A simulated issue tracker with GitLab's REST API v4 (a subset):
 *
 * - `GET  /api/v4/projects`, `GET /api/v4/projects/:id` (numeric id or URL-encoded path such as `acme%2Fweb`)
 * - `GET  /api/v4/projects/:id/issues?state=opened|closed|all&labels=a,b`
 * - `GET  /api/v4/projects/:id/issues/:iid`
 * - `POST /api/v4/projects/:id/issues` with JSON `{ title, description?, labels? }` → 201
 * - `PUT  /api/v4/projects/:id/issues/:iid` with JSON `{ state_event?: 'close' | 'reopen', title?, description?, labels? }`
 *
 * Every request needs the token: without it or with another one the answer is
 * 401 `{ "message": "401 Unauthorized" }` and nothing is read or written.
 *
 * @example
 * const api = new IssueTrackerApi({ token: 'glpat-demo-1234' });
 * const response = await api.fetch('https://gitlab.example.com/api/v4/projects/1/issues?state=opened', {
 *   headers: { Authorization: 'Bearer glpat-demo-1234' },
 * });
 * console.log(response.status, await response.json());
 */
export class IssueTrackerApi {
  /** The instance's name in the trace. */
  readonly name: string;
  /** The origin (and optional path prefix) the tracker answers on. */
  readonly baseUrl: string;
  private readonly token: string;
  private readonly store: IssueStore;
  private readonly entries: ApiLogEntry[] = [];

  constructor(options: IssueTrackerOptions) {
    if (typeof options?.token !== 'string' || options.token === '') {
      throw new TypeError('new IssueTrackerApi({ token }): token must be a non-empty string');
    }
    this.name = options.name ?? 'tracker';
    this.baseUrl = (options.baseUrl ?? 'https://gitlab.example.com').replace(/\/+$/, '');
    this.token = options.token;
    this.store = new IssueStore(options.projects ?? defaultProjects(), this.baseUrl);
    activeRecorder()?.emit({ kind: 'api-open', layer: 'api', api: this.name, baseUrl: this.baseUrl });
  }

  /**
   * A WHATWG fetch into the tracker: pass it anywhere a `fetch` goes. Relative URLs resolve against
   * `baseUrl`. A URL on another origin rejects with a TypeError, as a real fetch to an unknown host
   * would, and never counts as a call.
   */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    // The handler's request signal says whose request this is; without one, the timing does, and
    // before any await a handler's request is still its own code here (trace/handlerScope.ts).
    const caller = madeBy(handlerOf(init?.signal ?? (input instanceof Request ? input.signal : undefined)));
    const request = new Request(typeof input === 'string' ? new URL(input, `${this.baseUrl}/`) : input, init);
    const url = new URL(request.url);
    const segments = this.apiSegments(url);
    const method = request.method.toUpperCase();
    const path = loggedPath(url);

    const refusal = credentialRefusal(request, this.token);
    const result = refusal
      ? { status: 401, body: { message: '401 Unauthorized' } }
      : segments
        ? await route(request, segments, this.store)
        : { status: 404, body: { error: '404 Not Found' } };

    const entry: ApiLogEntry = refusal
      ? { method, path, status: result.status, refusal }
      : { method, path, status: result.status };
    this.entries.push(entry);
    // The trace keeps what was presented (views mask it), so the run can show where every credential went.
    const credentials = presentedCredentials(request);
    activeRecorder()?.emit({
      kind: 'api-call',
      layer: 'api',
      api: this.name,
      ...caller,
      ...entry,
      ...(credentials.length > 0 ? { credentials } : {}),
    });
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  /**
   * A typed client that calls `api.fetch` with `Authorization: Bearer <token>` (no header if token is
   * undefined). Inside a tool handler, pass the handler's request context (SDK 1.x `extra`, v2
   * `ctx`) so the trace ties each request to the call that made it, across awaits too.
   */
  client(token: string | undefined, context?: HandlerContext): IssueTrackerClient {
    return new IssueTrackerClient(this.fetch, this.baseUrl, token).for(context);
  }

  /** How many requests reached the tracker, refused ones included. */
  get calls(): number {
    return this.entries.length;
  }

  /** The tracker's access log, oldest first: method, path (credentials redacted), status, refusal. */
  get log(): readonly ApiLogEntry[] {
    return this.entries.map((entry) => Object.freeze({ ...entry }));
  }

  /**
   * The current issues of a project (numeric id or path), as the API would return them, oldest
   * first. A read-only copy for checks such as "nothing changed after a refused write"; reading it
   * is not a call.
   */
  issues(projectId: number | string): readonly Issue[] {
    const project = this.store.findProject(projectId);
    if (!project) throw new RangeError(`${this.name} has no project ${JSON.stringify(projectId)}`);
    return Object.freeze(
      project.issues.map((issue) => Object.freeze({ ...issue, labels: Object.freeze([...issue.labels]) as string[] })),
    );
  }

  /** The decoded path segments after <base path>/api/v4, or undefined for any other path. */
  private apiSegments(url: URL): string[] | undefined {
    const base = new URL(`${this.baseUrl}/`);
    if (url.origin !== base.origin) {
      throw new TypeError(
        `fetch failed: ${url.origin} is not reachable from here (${this.name} answers on ${base.origin})`,
      );
    }
    const prefix = `${base.pathname}api/v4`;
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
    try {
      return url.pathname
        .slice(prefix.length + 1)
        .split('/')
        .filter(Boolean)
        .map(decodeURIComponent);
    } catch {
      return undefined;
    }
  }
}
