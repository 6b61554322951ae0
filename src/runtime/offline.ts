// What a program hears when it reaches for the network: the sandbox has none, and everything the
// tour talks to is in the page. One sentence for fetch, WebSocket, workers and imports from a URL.

export function offlineMessage(what: string): string {
  return `MCP Tour runs code offline: ${what} is not available. Every API and HTTP link in the tour is in the page: use mcp-tour/api for a downstream API and mcp-tour/transports for stdio and Streamable HTTP.`;
}
