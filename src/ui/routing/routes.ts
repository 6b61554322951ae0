// Every public URL is its own static file, so the page finds out what it is from the pathname
// alone. Links are plain <a href> built here, always under the configured base path.

export type Route =
  | { kind: 'home' }
  | { kind: 'lesson'; slug: string }
  | { kind: 'playground' }
  | { kind: 'not-found'; path: string };

const LESSON_PATH = /^lessons\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export function routeFor(pathname: string, base: string = import.meta.env.BASE_URL): Route {
  const path = relativeTo(decodePath(pathname), base).replace(/(^|\/)index\.html$/, '$1');
  if (path === '') return { kind: 'home' };
  if (path === 'playground' || path === 'playground/') return { kind: 'playground' };
  const lesson = LESSON_PATH.exec(path);
  if (lesson) return { kind: 'lesson', slug: lesson[1] };
  return { kind: 'not-found', path };
}

export const href = {
  home: (base: string = import.meta.env.BASE_URL) => base,
  playground: (base: string = import.meta.env.BASE_URL) => `${base}playground/`,
  lesson: (slug: string, base: string = import.meta.env.BASE_URL) => `${base}lessons/${slug}/`,
};

function relativeTo(pathname: string, base: string): string {
  const baseWithoutSlash = base.replace(/\/$/, '');
  if (pathname === baseWithoutSlash) return '';
  if (pathname.startsWith(base)) return pathname.slice(base.length);
  // Served outside the base (a misconfigured host): read the path as if from the root.
  return pathname.replace(/^\//, '');
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
