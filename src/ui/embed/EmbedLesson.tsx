import { lessons, type LoadedLesson } from '../../lessons/catalog';
import { ResetIcon, SolveIcon } from '../icons';
import { useLoadedLesson } from '../lesson/useLoadedLesson';
import { href } from '../routing/routes';
import { EmbedNotice } from './EmbedNotice';
import { EmbedWorkbench, type EmbedPageProps } from './EmbedWorkbench';
import { useEmbedCode } from './useEmbedCode';
import { PENDING_ATTRIBUTE } from './useReportHeight';

interface EmbedLessonProps extends EmbedPageProps {
  slug: string;
}

export function EmbedLesson({ slug, ...page }: EmbedLessonProps) {
  const known = lessons.some((lesson) => lesson.slug === slug);
  const loading = useLoadedLesson(known ? slug : undefined);

  if (!known) {
    return (
      <EmbedNotice>
        MCP Tour has no lesson called “{slug}”. <a href={href.home()} target="_blank" rel="noopener">See all lessons</a>
      </EmbedNotice>
    );
  }
  if (loading.state === 'failed') return <EmbedNotice>This lesson could not be loaded. Check your connection and reload the page.</EmbedNotice>;
  if (loading.state === 'loading') return <p className="embed__loading" {...{ [PENDING_ATTRIBUTE]: '' }}>Loading the lesson…</p>;
  return <LoadedEmbedLesson lesson={loading.lesson} {...page} />;
}

function LoadedEmbedLesson({ lesson, ...page }: EmbedPageProps & { lesson: LoadedLesson }) {
  const { content, checks } = lesson;
  const source = useEmbedCode(content.starter);
  const { edit } = source;
  const { solution } = content;
  const editable = !page.options.readOnly;
  return (
    <EmbedWorkbench
      {...page}
      source={source}
      editorLabel={`Code for lesson ${content.number}: ${content.title}`}
      caption={
        <>
          Lesson {content.number} · <strong>{content.title}</strong>
        </>
      }
      openHref={href.lesson(content.slug)}
      checks={checks}
      timeLimitMs={content.timeLimitMs}
      actions={
        editable && (
          <>
            {solution !== undefined && (
              <button type="button" className="button button--small" onClick={() => edit(solution)} title="Replace the code with the finished solution (Ctrl+Z undoes it)">
                <SolveIcon />
                Solve
              </button>
            )}
            <button type="button" className="button button--small" onClick={() => edit(content.starter)} title="Go back to the starter code (Ctrl+Z undoes it)">
              <ResetIcon />
              Reset
            </button>
          </>
        )
      }
    />
  );
}
