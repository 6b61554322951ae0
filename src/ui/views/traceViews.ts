// The four trace views, one chunk: they share most of their code (views/shared) and a run shows
// them together. Loaded with the first run (lazy/traceViewsLoader.ts).
export { ChainView } from './chain/ChainView';
export { LlmContextView } from './llm/LlmContextView';
export { MessagesView } from './messages/MessagesView';
/** How many messages the Messages view lists, for its tab's badge once this chunk is here. */
export { wireMessageCount } from './messages/timeline';
/** The replay bar's caption, which names an event after the run: it reads what the views read. */
export { describeEvent } from './shared/describeEvent';
export { runLanes } from './shared/lanes';
export { WireView } from './wire/WireView';
