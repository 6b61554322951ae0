// The lesson prose that the page's static HTML carries (build/routes/staticLesson.ts), read
// once before React renders over it: LessonProse shows it until the lesson's own chunk has loaded,
// so the text a reader (or a search engine) saw first stays where it is.

const element =
  typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('#root [data-static-prose]');

export const staticProse: { slug: string; html: string } | undefined = element
  ? { slug: element.dataset.staticProse ?? '', html: element.innerHTML }
  : undefined;
