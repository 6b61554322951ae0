// The four trace views, one chunk: they share most of their code (views/shared) and a run shows
// them together. Loaded with the first run (lazy/traceViewsLoader.ts).
export { ChainView } from './chain/ChainView';
export { LlmContextView } from './llm/LlmContextView';
export { MessagesView } from './messages/MessagesView';
/** How many messages the Messages view lists, for its tab's badge once this chunk is here. */
export { wireMessageCount } from './messages/timeline';
/** The replay bar: nothing to show before a run either, and its caption reads what the views read. */
export { ReplayBar } from './replay/ReplayBar';
export { WireView } from './wire/WireView';
