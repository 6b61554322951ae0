import { useEffect } from 'react';
import entries from 'virtual:mcp-tour/glossary';
import { Link } from 'wouter';
import type { GlossaryEntry } from '../../lessons/glossary/types';
import { href } from '../routing/routes';
import { SpecLinks } from '../shell/SpecLinks';
import '../styles/prose.css';
import './glossary.css';

// The glossary (/glossary/): every term the tour uses, defined once for the revision it names,
// with where the specification defines it and the lessons that use it. Lessons link the first use
// of a term to its entry (build/glossary/linkTerms.ts), so each entry's id is its address.

const REVISION_LABEL: Record<GlossaryEntry['revision'], string> = {
  '2025-11-25': 'MCP 2025-11-25',
  '2026-07-28': 'MCP 2026-07-28',
  both: '2025-11-25 and 2026-07-28',
};

export function GlossaryPage() {
  // An entry's address (/glossary/#handle, a lesson's link): that entry in view and focused, once
  // the page is drawn (after a page load the browser's own jump can come before the page's styles;
  // after an in-app navigation there is none, and the page arrives at its top).
  useEffect(() => {
    const target =
      location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target?.classList.contains('glossary__entry')) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, []);
  return (
    <div className="glossary">
      <h1>Glossary</h1>
      <p className="glossary__lead">
        The terms the tour uses, each defined once. A definition holds for the revision it names: Part 1 teaches MCP
        2025-11-25, Part 2 MCP 2026-07-28. Lessons link the first use of a term here.
      </p>
      <nav className="glossary__index" aria-label="Terms">
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.termText}</a>
            </li>
          ))}
        </ul>
      </nav>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </div>
  );
}

function Entry({ entry }: { entry: GlossaryEntry }) {
  const titleId = `${entry.id}-title`;
  return (
    <section id={entry.id} className="glossary__entry" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="glossary__term">
        {/* Built from lessons/glossary.yaml at build time (build/glossary/renderGlossary.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's own Markdown, rendered at build time */}
        <span dangerouslySetInnerHTML={{ __html: entry.termHtml }} />
      </h2>
      <p className="glossary__revision">{REVISION_LABEL[entry.revision]}</p>
      <div className="prose">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's own Markdown, rendered at build time */}
        <p className="glossary__definition" dangerouslySetInnerHTML={{ __html: entry.definitionHtml }} />
      </div>
      <dl className="glossary__refs">
        <dt>In the specification</dt>
        <dd>
          <SpecLinks links={entry.spec} />
        </dd>
        {entry.lessons.length > 0 && (
          <>
            <dt>Used in</dt>
            <dd>
              <ul>
                {entry.lessons.map((lesson) => (
                  <li key={lesson.slug}>
                    <Link href={href.lesson(lesson.slug)}>
                      {lesson.number}. {lesson.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
