import { Link } from 'wouter';
import { lessons } from '../../lessons/catalog';
import { WHY_BOTH_PARTS } from '../../lessons/parts';
import { ArrowRightIcon } from '../icons';
import { useDoneLessons } from '../persistence/progress';
import { href } from '../routing/routes';
import { LessonList } from './LessonList';
import { ProgressTransfer } from './ProgressTransfer';
import './home.css';

export function HomePage() {
  const done = useDoneLessons();
  const doneCount = lessons.filter((lesson) => done.has(lesson.slug)).length;
  const firstOpen = lessons.find((lesson) => !done.has(lesson.slug));

  return (
    <div className="home">
      <section className="home__intro" aria-labelledby="home-title">
        <h1 id="home-title">Learn the Model Context Protocol by running it</h1>
        <p className="home__lead">
          MCP Tour is a hands-on tutorial. Each lesson explains one idea of MCP and gives you real SDK code to edit and
          run, right here in your browser: <code>@modelcontextprotocol/sdk</code> 1.x in Part 1, SDK v2 in Part 2. Press
          Run and watch every JSON-RPC message travel between client and server; checks tell you when you got it right.
        </p>
        <div className="home__actions">
          {firstOpen && (
            <Link className="button button--primary home__start" href={href.lesson(firstOpen.slug)}>
              {doneCount === 0 ? 'Start with lesson 1' : `Continue with lesson ${firstOpen.number}`}
              <ArrowRightIcon />
            </Link>
          )}
          <Link className="button home__playground" href={href.playground()}>
            Open the Playground
          </Link>
        </div>
        <p className="home__note">
          Nothing to install, no account: your code and progress stay in this browser. To take them to another browser,
          export them to a file and import it there.
        </p>
        <ProgressTransfer lessons={lessons} />
      </section>

      <section className="home__lessons" aria-labelledby="lessons-title">
        <div className="home__lessons-header">
          <h2 id="lessons-title">Lessons</h2>
          <Progress done={doneCount} total={lessons.length} />
        </div>
        <p className="home__parts-why">{keepDatesWhole(WHY_BOTH_PARTS)}</p>
        <LessonList lessons={lessons} done={done} />
      </section>
    </div>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  return (
    <div className="progress">
      <span className="progress__text">
        {done} of {total} lessons done
      </span>
      <span className="progress__bar" aria-hidden="true">
        <span className="progress__fill" style={{ width: total ? `${(done / total) * 100}%` : 0 }} />
      </span>
    </div>
  );
}

/** The text with each revision date (2025-11-25) in a span that never breaks at its hyphens. */
function keepDatesWhole(text: string) {
  return text.split(/(\d{4}-\d{2}-\d{2})/).map((piece, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence never move
      <span key={index} className="nowrap">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
