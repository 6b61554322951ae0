// A lesson's task: the "## Your turn" section of its prose. Embeds show it (collapsed) above the
// code, so a reader of a blog post knows what the checks ask for.

const TASK_HEADING = /^## Your turn\s*$/m;

export function hasTask(markdown: string): boolean {
  return TASK_HEADING.test(markdown);
}

/** The Markdown of the task section (without its heading), up to the next heading of its level or above. */
export function taskMarkdown(markdown: string): string | undefined {
  const start = TASK_HEADING.exec(markdown);
  if (!start) return undefined;
  const rest = markdown.slice(start.index + start[0].length);
  const end = /^#{1,2} /m.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).trim() || undefined;
}
