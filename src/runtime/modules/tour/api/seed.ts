import type { ProjectSeed } from './types';

// The data a tracker holds unless a lesson gives its own: small, fixed, and easy to recognise
// in a tool result.

const DEFAULT_PROJECTS: readonly ProjectSeed[] = [
  {
    id: 1,
    path: 'acme/web',
    name: 'Web',
    description: 'The customer-facing web app',
    issues: [
      {
        iid: 1,
        title: 'Login button does nothing on Safari',
        labels: ['bug', 'frontend'],
        description: 'Clicking "Log in" on Safari 17 has no effect.',
      },
      { iid: 2, title: 'Add a dark mode', labels: ['feature'] },
      { iid: 3, title: 'Fix typo in the footer', state: 'closed', labels: ['docs'] },
    ],
  },
  {
    id: 2,
    path: 'acme/api',
    name: 'API',
    description: 'The public REST API',
    issues: [
      { iid: 1, title: 'Rate limiter answers 500 instead of 429', labels: ['bug', 'backend'] },
      { iid: 2, title: 'Document the pagination headers', state: 'closed', labels: ['docs'] },
    ],
  },
];

/** A fresh copy of the default projects and issues, to extend or change for a lesson. */
export function defaultProjects(): ProjectSeed[] {
  return structuredClone(DEFAULT_PROJECTS) as ProjectSeed[];
}
