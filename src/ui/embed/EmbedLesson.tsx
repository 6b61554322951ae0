import { useEffect } from 'react';
import { lessons, type LoadedLesson } from '../../lessons/catalog';
import { suggestLesson, warnAuthor } from '../authoring/authorChecks';
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
  const suggestion = known
    ? undefined
    : suggestLesson(
        slug,
        lessons.map((lesson) => lesson.slug),
      );
  useEffect(() => {
    if (known) return;
    const hint = suggestion
      ? ` Did you mean "${suggestion}"? Write <div data-mcp-tour="${suggestion}"></div>.`
      : ` The lessons are: ${lessons.map((lesson) => lesson.slug).join(', ')}.`;
    warnAuthor(
      `MCP Tour has no lesson "${slug}" (a lesson's slug is the last part of its address, /lessons/<slug>/, without the folder's number).${hint}`,
    );
  }, [known, slug, suggestion]);

  if (!known) {
    return (
      <EmbedNotice>
        MCP Tour has no lesson called “{slug}”.{' '}
        {suggestion ? (
          <a href={href.lesson(suggestion)} target="_blank" rel="noopener">
            Did you mean “{suggestion}”?
          </a>
        ) : (
          <a href={href.home()} target="_blank" rel="noopener">
            See all lessons
          </a>
        )}
      </EmbedNotice>
    );
  }
  if (loading.state === 'failed')
    return <EmbedNotice>This lesson could not be loaded. Check your connection and reload the page.</EmbedNotice>;
  if (loading.state === 'loading')
    return (
      <p className="embed__loading" {...{ [PENDING_ATTRIBUTE]: '' }}>
        Loading the lesson…
      </p>
    );
  return <LoadedEmbedLesson lesson={loading.lesson} {...page} />;
}

function LoadedEmbedLesson({ lesson, ...page }: EmbedPageProps & { lesson: LoadedLesson }) {
  const { content, checks } = lesson;
  const source = useEmbedCode(content.starter);
  const { replace, reset } = source;
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
      taskHtml={content.taskHtml}
      actions={
        editable && (
          <>
            {solution !== undefined && (
              <button
                type="button"
                className="button button--small"
                onClick={() => replace(solution)}
                title="Replace the code with the finished solution (Ctrl+Z undoes it)"
              >
                <SolveIcon />
                Solve
              </button>
            )}
            <button
              type="button"
              className="button button--small"
              onClick={reset}
              title="Go back to the starter code (Ctrl+Z undoes it)"
            >
              <ResetIcon />
              Reset
            </button>
          </>
        )
      }
    />
  );
}
