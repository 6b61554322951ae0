// Each page's title: the prerendered <title> (build/routes/routesPlugin.ts) and document.title
// after an in-app navigation (src/ui/shell/PageArrival.tsx) say the same.

export const SITE_NAME = 'MCP Tour';

export const pageTitles = {
  home: `${SITE_NAME} — learn the Model Context Protocol by running it`,
  playground: `Playground — ${SITE_NAME}`,
  glossary: `Glossary — ${SITE_NAME}`,
  notFound: `Page not found — ${SITE_NAME}`,
  lesson: (lesson: { number: number; title: string }) => `${lesson.number}. ${lesson.title} — ${SITE_NAME}`,
};
