// mcp-tour/transports: the two real MCP transports, simulated inside the page.
//
// - stdio: SimulatedStdioClientTransport "spawns" a server program with an environment; messages
//   cross as newline-delimited JSON text, traced byte for byte (stdin, stdout, stderr).
// - Streamable HTTP: createHttpLink gives the SDK's own StreamableHTTPClientTransport a fetch that
//   reaches a request handler in the page, such as sessionRouter (session mode, the SDK's
//   WebStandardStreamableHTTPServerTransport) or statelessHandler; every request and response is
//   traced with its headers.
//
// Both work with either SDK generation. SDK v2 (@modelcontextprotocol/server, /client) serves the
// 2026-07-28 era through `createMcpHandler(factory)`: hand `handler.fetch` to createHttpLink, and
// the wire shows the modern requests (Mcp-Method, Mcp-Name, Mcp-Param-*, MCP-Protocol-Version,
// no session). Over simulated stdio a v2 server program calls `serveStdio(factory, { transport:
// stdio })`, and a v2 client in auto mode probes the era on a throwaway copy of the program first.
// Nothing here imports SDK v2: the v2 classes are the learner's, and these helpers only pass
// Requests, Responses and JSON-RPC messages along.
//
// Links: each connection has one link id shared by the client's and the server's JSON-RPC events
// and by its wire events (spawn/stdio, or http). The stdio transport names its link when it is
// constructed. For HTTP, the link is the one the runtime gave the Client when it connected; the
// link's fetch finds it from the JSON-RPC message the request carries (then from the transport's
// AbortSignal), and the server transport that sessionRouter/statelessHandler create is linked to
// the Request it serves. Requests made with link.fetch directly get a link of their own.

export { SimulatedStdioClientTransport, type SimulatedStdioOptions } from './transports/stdio/clientTransport';
export { defineServerProgram, type ServerProcess, type ServerProgram } from './transports/stdio/program';
export type { StderrMode } from './transports/stdio/process';
export type { SimulatedStdioServerTransport } from './transports/stdio/serverTransport';
export {
  createHttpLink,
  type HttpHandler,
  type HttpLink,
  type HttpLinkOptions,
  type LinkFetch,
} from './transports/http/httpLink';
export { sessionRouter, type SessionRouter, type SessionRouterOptions } from './transports/http/sessionRouter';
export { statelessHandler, type StatelessHandlerOptions } from './transports/http/statelessHandler';
export type { RequestExtra, RouterTransportOptions, ServerFactory } from './transports/http/serverSide';
