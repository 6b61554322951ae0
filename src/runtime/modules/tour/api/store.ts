import type { Issue, IssueSeed, IssueState, Project, ProjectSeed } from './types';

// The tracker's data and the only code that changes it. Times come from a logical clock, not the
// wall clock, so the same program always produces the same JSON.

const EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);
const MINUTE = 60_000;

export interface StoredProject {
  id: number;
  path: string;
  name: string;
  description: string | null;
  issues: Issue[];
}

export class IssueStore {
  private readonly projects: StoredProject[];
  private ticks = 0;

  constructor(
    seeds: readonly ProjectSeed[],
    private readonly baseUrl: string,
  ) {
    this.projects = seeds.map((seed) => this.seedProject(seed));
    assertUnique(
      this.projects.map((p) => p.id),
      'project id',
    );
    assertUnique(
      this.projects.map((p) => p.path),
      'project path',
    );
  }

  /** A project by numeric id or by "namespace/name" path. */
  findProject(idOrPath: string | number): StoredProject | undefined {
    const key = String(idOrPath);
    return /^\d+$/.test(key)
      ? this.projects.find((p) => p.id === Number(key))
      : this.projects.find((p) => p.path === key);
  }

  listProjects(): Project[] {
    return this.projects.map((p) => this.projectJson(p));
  }

  projectJson(project: StoredProject): Project {
    const [namespace] = project.path.split('/');
    return {
      id: project.id,
      name: project.name,
      path: project.path.slice(namespace.length + 1),
      path_with_namespace: project.path,
      name_with_namespace: `${namespace} / ${project.name}`,
      description: project.description,
      default_branch: 'main',
      web_url: `${this.baseUrl}/${project.path}`,
      open_issues_count: project.issues.filter((i) => i.state === 'opened').length,
    };
  }

  createIssue(project: StoredProject, fields: { title: string; description?: string; labels?: string[] }): Issue {
    const iid = Math.max(0, ...project.issues.map((i) => i.iid)) + 1;
    const now = this.tick();
    const issue = this.issueJson(
      project,
      { iid, title: fields.title, description: fields.description, labels: fields.labels },
      now,
    );
    project.issues.push(issue);
    return { ...issue, labels: [...issue.labels] };
  }

  updateIssue(
    issue: Issue,
    fields: { state?: IssueState; title?: string; description?: string; labels?: string[] },
  ): Issue {
    const now = this.tick();
    if (fields.state && fields.state !== issue.state) {
      issue.state = fields.state;
      issue.closed_at = fields.state === 'closed' ? now : null;
    }
    if (fields.title !== undefined) issue.title = fields.title;
    if (fields.description !== undefined) issue.description = fields.description;
    if (fields.labels !== undefined) issue.labels = [...fields.labels];
    issue.updated_at = now;
    return { ...issue, labels: [...issue.labels] };
  }

  private seedProject(seed: ProjectSeed): StoredProject {
    if (!Number.isInteger(seed.id) || seed.id < 1)
      throw new TypeError(`Project ids must be positive integers (got ${seed.id})`);
    if (!/^[^/\s]+\/[^/\s]+$/.test(seed.path))
      throw new TypeError(`Project paths look like "namespace/name" (got "${seed.path}")`);
    const project: StoredProject = {
      id: seed.id,
      path: seed.path,
      name: seed.name,
      description: seed.description ?? null,
      issues: [],
    };
    for (const [index, issue] of (seed.issues ?? []).entries()) {
      if (!Number.isInteger(issue.iid) || issue.iid < 1)
        throw new TypeError(`Issue iids must be positive integers (got ${issue.iid})`);
      project.issues.push(this.issueJson(project, issue, new Date(EPOCH - (24 - index) * 60 * MINUTE).toISOString()));
    }
    assertUnique(
      project.issues.map((i) => i.iid),
      `issue iid in ${seed.path}`,
    );
    return project;
  }

  private issueJson(project: StoredProject, seed: IssueSeed, createdAt: string): Issue {
    const state = seed.state ?? 'opened';
    return {
      // GitLab's ids are one sequence for the whole instance; this keeps them unique and stable.
      id: project.id * 1000 + seed.iid,
      iid: seed.iid,
      project_id: project.id,
      title: seed.title,
      description: seed.description ?? null,
      state,
      labels: [...(seed.labels ?? [])],
      created_at: createdAt,
      updated_at: createdAt,
      closed_at: state === 'closed' ? createdAt : null,
      web_url: `${this.baseUrl}/${project.path}/-/issues/${seed.iid}`,
    };
  }

  private tick(): string {
    this.ticks += 1;
    return new Date(EPOCH + this.ticks * MINUTE).toISOString();
  }
}

function assertUnique<T>(values: readonly T[], what: string): void {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) throw new TypeError(`Duplicate ${what}: ${String(value)}`);
    seen.add(value);
  }
}
