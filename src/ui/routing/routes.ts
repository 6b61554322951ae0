// Every public URL is its own static file, so the page finds out what it is from the pathname
// alone. Links are plain <a href> built here, always under the configured base path.
import { PLAYGROUND_SLUG } from '../../embed-script/protocol';

export type Route =
  | { kind: 'home' }
  | { kind: 'lesson'; slug: string }
  | { kind: 'playground' }
  | { kind: 'glossary' }
  | { kind: 'embed-lesson'; slug: string }
  | { kind: 'embed-playground' }
  | { kind: 'not-found'; path: string };

/** The compact pages made for iframes in other sites (src/ui/embed), with no site chrome. */
export type EmbedRoute = Extract<Route, { kind: 'embed-lesson' | 'embed-playground' }>;

const LESSON_PATH = /^lessons\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
// Any name: an embed of an unknown lesson says so, and suggests the lesson the author meant.
const EMBED_PATH = /^embed\/([\w-]+)\/?$/;

export function routeFor(pathname: string, base: string = import.meta.env.BASE_URL): Route {
  const path = relativeTo(decodePath(pathname), base).replace(/(^|\/)index\.html$/, '$1');
  if (path === '') return { kind: 'home' };
  if (path === 'playground' || path === 'playground/') return { kind: 'playground' };
  if (path === 'glossary' || path === 'glossary/') return { kind: 'glossary' };
  const lesson = LESSON_PATH.exec(path);
  if (lesson) return { kind: 'lesson', slug: lesson[1] };
  const embed = EMBED_PATH.exec(path);
  if (embed)
    return embed[1] === PLAYGROUND_SLUG ? { kind: 'embed-playground' } : { kind: 'embed-lesson', slug: embed[1] };
  return { kind: 'not-found', path };
}

export const href = {
  home: (base: string = import.meta.env.BASE_URL) => base,
  playground: (base: string = import.meta.env.BASE_URL) => `${base}playground/`,
  glossary: (base: string = import.meta.env.BASE_URL) => `${base}glossary/`,
  lesson: (slug: string, base: string = import.meta.env.BASE_URL) => `${base}lessons/${slug}/`,
  embedScript: (base: string = import.meta.env.BASE_URL) => `${base}embed.js`,
};

export function isEmbedRoute(route: Route): route is EmbedRoute {
  return route.kind === 'embed-lesson' || route.kind === 'embed-playground';
}

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
