// Names shared by the page-side runner and the build step that may start the Worker early.
export const EARLY_SANDBOX_GLOBAL = '__mcpTourEarlySandbox';
export const SANDBOX_WORKER_NAME = 'mcp-tour-sandbox';
