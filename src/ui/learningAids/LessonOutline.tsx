import { useEffect, useRef } from 'react';
import type { OutlineEntry } from '../../lessons/types';
import './lessonOutline.css';

// The lesson's sections as links, above its prose, in a <details> the learner opens and closes.
// The markup is drawn with the page (prerendered, and plain links work without script); what makes
// it more than links (open on a wide screen, focus moved to the section, the current section
// marked) comes after hydration in a chunk of its own (outlineBehaviour.ts), so the page's entry
// does not carry it (it still arrives, about 1 kB, while the sandbox starts).

export function LessonOutline({ entries }: { entries: readonly OutlineEntry[] }) {
  const nav = useRef<HTMLElement>(null);
  const ids = entries.map((entry) => entry.id).join(' ');
  // A new lesson's sections (a new `ids`) are links of their own: wire them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` is the trigger, read through the DOM
  useEffect(() => {
    let detach: (() => void) | undefined;
    let live = true;
    import('./outlineBehaviour').then(
      ({ attachOutline }) => {
        if (live && nav.current) detach = attachOutline(nav.current);
      },
      () => {}, // Offline: the links still move to their sections, as plain in-page links.
    );
    return () => {
      live = false;
      detach?.();
    };
  }, [ids]);
  if (entries.length < 2) return null;

  return (
    <nav ref={nav} className="lesson-outline" aria-label="Lesson outline">
      <details>
        <summary>
          On this page <span className="lesson-outline__count">{entries.length} sections</span>
        </summary>
        <ol>
          {entries.map((entry) => (
            <li key={entry.id} className={entry.depth === 3 ? 'lesson-outline__sub' : undefined}>
              {/* The heading's own inline HTML, rendered at build time from the lesson's Markdown. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's own Markdown, rendered at build time */}
              <a href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.html }} />
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
