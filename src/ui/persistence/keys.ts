// Every key MCP Tour stores, versioned so a future format can move on without misreading old data.
// index.html reads the theme key before the app loads; keep the two in step.

const PREFIX = 'mcp-tour:v1:';

export const storageKeys = {
  theme: `${PREFIX}theme`,
  doneLessons: `${PREFIX}done`,
  code: (slug: string) => `${PREFIX}code:${slug}`,
  editorFontSize: `${PREFIX}editor-font-size`,
  editorWordWrap: `${PREFIX}editor-word-wrap`,
  playgroundSnippets: `${PREFIX}playground-snippets`,
  /** Where the learner put a split between two panes, as a percentage ("lesson-prose", "lesson-editor", …). */
  paneSize: (split: string) => `${PREFIX}pane:${split}`,
};

/** The splits whose sizes are stored (the names the pages give usePaneSize): a progress file carries them. */
export const PANE_SPLITS = ['lesson-prose', 'lesson-editor', 'playground-editor'] as const;
