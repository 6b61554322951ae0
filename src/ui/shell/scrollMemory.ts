// Back and Forward put a page where the learner left it: the window's scroll and that of every
// element marked data-keep-scroll (on a wide screen a lesson's text and its workbench scroll on
// their own). Positions are kept per history entry for the visit, under a key in history.state.
// A new page (a link followed) starts at the top.

const STATE_KEY = 'mcpTourScroll';
type Positions = Record<string, number>;

const saved = new Map<string, Positions>();
let navigations = 0;
let lastNavigation: 'push' | 'pop' = 'push';
// Between a navigation and the new page's arrival, scroll events belong to the page going away.
let leaving = false;
let started = false;

function entryKey(): string | undefined {
  const state: unknown = history.state;
  const key = state && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_KEY] : undefined;
  return typeof key === 'string' ? key : undefined;
}

function positions(): Positions {
  const now: Positions = { window: window.scrollY };
  for (const element of document.querySelectorAll<HTMLElement>('[data-keep-scroll]'))
    now[element.dataset.keepScroll ?? ''] = element.scrollTop;
  return now;
}

function scrollTo(target: Positions | undefined): void {
  window.scrollTo(0, target?.window ?? 0);
  for (const element of document.querySelectorAll<HTMLElement>('[data-keep-scroll]'))
    element.scrollTop = target?.[element.dataset.keepScroll ?? ''] ?? 0;
}

/** Listens for the visit (idempotent): scrolls, and the navigations wouter makes (it fires pushState). */
export function startScrollMemory(): void {
  if (started) return;
  started = true;
  history.scrollRestoration = 'manual';
  let frame = 0;
  const record = () => {
    frame = 0;
    const key = entryKey();
    if (!leaving && key) saved.set(key, positions());
  };
  addEventListener(
    'scroll',
    () => {
      if (!leaving && frame === 0) frame = requestAnimationFrame(record);
    },
    { capture: true, passive: true },
  );
  const navigated = (kind: 'push' | 'pop') => () => {
    navigations += 1;
    lastNavigation = kind;
    leaving = true;
  };
  addEventListener('pushState', navigated('push'));
  addEventListener('popstate', navigated('pop'));
}

/** True before the visit's first in-app navigation: the page the browser loaded. */
export function isFirstPage(): boolean {
  return navigations === 0;
}

/** The new page is drawn: give its history entry a key, and put it where it was left (Back, Forward) or at the top. */
export function arrived(): void {
  let key = entryKey();
  if (!key) {
    key = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
    const state: unknown = history.state;
    history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [STATE_KEY]: key }, '');
  }
  if (navigations > 0) scrollTo(lastNavigation === 'pop' ? saved.get(key) : undefined);
  leaving = false;
}
