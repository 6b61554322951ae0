import './outlineBehaviour.css';

// What the lesson outline (LessonOutline.tsx) does once the page is hydrated: it opens on a wide
// screen (on a phone it stays one line above the text); a link moves the reading position and the
// keyboard focus to its heading, leaving the address alone; the section being read is marked
// aria-current="location" (the last one whose heading has scrolled past the top of the text, which
// on a wide screen scrolls in its own pane).

const WIDE = '(min-width: 960px)';

/** Wires the outline's <nav>; returns how to undo it. */
export function attachOutline(nav: HTMLElement): () => void {
  const details = nav.querySelector('details');
  if (details && matchMedia(WIDE).matches) details.open = true;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const headingOf = (link: HTMLAnchorElement) => document.getElementById(link.hash.slice(1));

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const heading = link && headingOf(link);
    if (!heading || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start' });
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };

  let frame = 0;
  const mark = () => {
    frame = 0;
    const pane = document.getElementById('lesson-text');
    let line = Math.max(pane?.getBoundingClientRect().top ?? 0, 0) + 120;
    // At the end of the text the last sections cannot reach the top: the last heading in sight is current.
    const atEnd =
      pane !== null &&
      pane.scrollHeight > pane.clientHeight &&
      pane.scrollHeight - pane.scrollTop - pane.clientHeight < 2;
    if (atEnd) line = innerHeight;
    let current: HTMLAnchorElement | undefined;
    for (const link of links) if ((headingOf(link)?.getBoundingClientRect().top ?? Infinity) <= line) current = link;
    for (const link of links)
      if (link === current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(mark);
  };

  nav.addEventListener('click', onClick);
  addEventListener('scroll', onScroll, { capture: true, passive: true });
  addEventListener('resize', onScroll, { passive: true });
  mark();
  return () => {
    cancelAnimationFrame(frame);
    nav.removeEventListener('click', onClick);
    removeEventListener('scroll', onScroll, { capture: true });
    removeEventListener('resize', onScroll);
  };
}
