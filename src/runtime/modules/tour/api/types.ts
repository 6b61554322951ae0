// The JSON shapes of the simulated issue tracker, modelled on GitLab's REST API v4 (a subset).

/** An issue's state, as GitLab names it. */
export type IssueState = 'opened' | 'closed';

/** An issue as the API returns it (a subset of GitLab's issue JSON). */
export interface Issue {
  /** Unique across the whole tracker. */
  id: number;
  /** Unique within its project: the number people write as #3. */
  iid: number;
  project_id: number;
  title: string;
  description: string | null;
  state: IssueState;
  labels: string[];
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  web_url: string;
}

/** A project as the API returns it (a subset of GitLab's project JSON). */
export interface Project {
  id: number;
  name: string;
  /** The last segment of the path, for example "web". */
  path: string;
  /** The full path, for example "acme/web"; also accepted (URL-encoded) wherever an id is. */
  path_with_namespace: string;
  name_with_namespace: string;
  description: string | null;
  default_branch: string;
  web_url: string;
  open_issues_count: number;
}

/** An issue to start with. `id`, dates and `web_url` are derived. */
export interface IssueSeed {
  iid: number;
  title: string;
  /** Default 'opened'. */
  state?: IssueState;
  labels?: string[];
  description?: string;
}

/** A project to start with, with its issues. */
export interface ProjectSeed {
  id: number;
  /** "namespace/name", for example "acme/web". */
  path: string;
  name: string;
  description?: string;
  issues?: IssueSeed[];
}

/** One request that reached the API, as its own access log records it. */
export interface ApiLogEntry {
  method: string;
  /** Path and query as requested; credential-like query parameters are redacted. */
  path: string;
  status: number;
  /** Why the request was refused before any data was read or written, if it was. */
  refusal?: string;
}

/** Fields accepted by POST /api/v4/projects/:id/issues. */
export interface NewIssue {
  title: string;
  description?: string;
  /** An array, or a comma-separated string as GitLab also accepts. */
  labels?: string[] | string;
}

/** Fields accepted by PUT /api/v4/projects/:id/issues/:iid. */
export interface IssueUpdate {
  /** 'close' or 'reopen', as GitLab names the transition. */
  state_event?: 'close' | 'reopen';
  title?: string;
  description?: string;
  labels?: string[] | string;
}

/** Filters accepted by GET /api/v4/projects/:id/issues. */
export interface IssueQuery {
  /** Default 'all'. */
  state?: IssueState | 'all';
  /** Only issues carrying every one of these labels. */
  labels?: string[];
}
