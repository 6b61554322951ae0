// Names shared by the page-side runner, the sandbox frame and the build step that may start the
// frame early (build/sandbox/earlySandbox.ts).
export const EARLY_SANDBOX_GLOBAL = '__mcpTourEarlySandbox';
/** The frame's page, relative to the site's base path. */
export const SANDBOX_FRAME_DIR = 'sandbox/';
export const SANDBOX_FRAME_TITLE = 'MCP Tour code runner';
/** The element of the frame page that holds the runtime's text. */
export const SANDBOX_RUNTIME_ELEMENT = 'mcp-tour-runtime';
