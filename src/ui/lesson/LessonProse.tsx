import { Link } from 'wouter';
import { useRef } from 'react';
import { PARTS } from '../../lessons/parts';
import type { LessonContent, LessonSummary } from '../../lessons/types';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { DoneMark } from '../home/DoneMark';
import { useFocusableOverflow } from '../hooks/useFocusableOverflow';
import { href } from '../routing/routes';
import { SpecLinks } from '../shell/SpecLinks';
import { LessonOutline } from '../learningAids/LessonOutline';
import '../styles/prose.css';

interface LessonProseProps {
  summary: LessonSummary;
  total: number;
  content?: LessonContent;
  done: boolean;
  previous?: LessonSummary;
  next?: LessonSummary;
}

export function LessonProse({ summary, total, content, done, previous, next }: LessonProseProps) {
  const html = content?.html;
  const prose = useRef<HTMLDivElement>(null);
  useFocusableOverflow(prose, 'pre, table', html);
  return (
    <article id="lesson-text" className="lesson-prose" aria-labelledby="lesson-title" tabIndex={-1}>
      <p className="lesson-prose__position">
        Lesson {summary.number} of {total}
        <span className="lesson-prose__part">{PARTS[summary.part ?? 1].label}</span>
        {done && <DoneMark />}
      </p>
      <h1 id="lesson-title" className="lesson-prose__title">
        {summary.title}
      </h1>
      {content && (
        <LessonOutline
          entries={
            content.spec.length > 0
              ? [...content.outline, { id: 'spec-heading', html: 'In the specification', depth: 2 }]
              : content.outline
          }
        />
      )}
      {html !== undefined && (
        // Lesson prose is our own Markdown, rendered to HTML at build time.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lesson prose rendered by marked at build time from this repository's Markdown
        <div className="prose" ref={prose} dangerouslySetInnerHTML={{ __html: html }} />
      )}

      {content && content.spec.length > 0 && (
        <section className="lesson-prose__spec" aria-labelledby="spec-heading">
          <h2 id="spec-heading">In the specification</h2>
          <SpecLinks links={content.spec} />
          <p>
            Terms in this lesson are defined in the <Link href={href.glossary()}>Glossary</Link>.
          </p>
        </section>
      )}

      <nav className="lesson-nav" aria-label="Lessons">
        {previous ? (
          <Link className="lesson-nav__link lesson-nav__link--previous" href={href.lesson(previous.slug)} rel="prev">
            <span className="lesson-nav__direction">
              <ArrowLeftIcon /> Previous
            </span>
            <span className="lesson-nav__title">
              {previous.number}. {previous.title}
            </span>
          </Link>
        ) : (
          <Link className="lesson-nav__link lesson-nav__link--previous" href={href.home()}>
            <span className="lesson-nav__direction">
              <ArrowLeftIcon /> Back
            </span>
            <span className="lesson-nav__title">All lessons</span>
          </Link>
        )}
        {next ? (
          <Link className="lesson-nav__link lesson-nav__link--next" href={href.lesson(next.slug)} rel="next">
            <span className="lesson-nav__direction">
              Next <ArrowRightIcon />
            </span>
            <span className="lesson-nav__title">
              {next.number}. {next.title}
            </span>
          </Link>
        ) : (
          <Link className="lesson-nav__link lesson-nav__link--next" href={href.playground()}>
            <span className="lesson-nav__direction">
              Next <ArrowRightIcon />
            </span>
            <span className="lesson-nav__title">The Playground</span>
          </Link>
        )}
      </nav>
    </article>
  );
}
