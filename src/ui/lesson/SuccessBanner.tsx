import { Link } from 'wouter';
import type { LessonSummary } from '../../lessons/types';
import { ArrowRightIcon, PassIcon } from '../icons';
import { href } from '../routing/routes';

/**
 * Shown once every check passes: the lesson is done, and the way on is one click. It sits at the top
 * of the Checks panel, in the flow, so it never covers the views or the console being read.
 */
export function SuccessBanner({ next }: { next?: LessonSummary }) {
  return (
    <div className="success-banner" role="status">
      <PassIcon />
      <div className="success-banner__text">
        <strong>All checks pass. Lesson done!</strong>
        {next ? (
          <Link className="success-banner__link" href={href.lesson(next.slug)}>
            Next: {next.number}. {next.title}
            <ArrowRightIcon />
          </Link>
        ) : (
          <span>
            That was the last lesson. <Link href={href.home()}>See all lessons</Link> or try your own code in the{' '}
            <Link href={href.playground()}>Playground</Link>.
          </span>
        )}
      </div>
    </div>
  );
}
