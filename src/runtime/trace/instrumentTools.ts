import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { activeRecorder } from './activeRecorder';
import { instanceOf } from './instrumentProtocol';
import { snapshot } from './recorder';

// A tool handler starting is the moment a call crosses from protocol into business logic.
// Tracing it shows, for example, that a schema-rejected call never reached the handler.

let installed = false;

export function installToolTracing(): void {
  if (installed) return;
  installed = true;
  // executeToolHandler is private in the SDK's types, but it is the one place every handler runs.
  const prototype = McpServer.prototype as unknown as { executeToolHandler: ExecuteToolHandler };
  const execute = prototype.executeToolHandler;
  prototype.executeToolHandler = async function tracedExecute(this: McpServer, tool, args, extra) {
    const recorder = activeRecorder();
    if (!recorder) return execute.call(this, tool, args, extra);
    const registered = (this as unknown as { _registeredTools: Record<string, unknown> })._registeredTools;
    const name = Object.keys(registered).find((key) => registered[key] === tool) ?? '(unknown tool)';
    const instance = instanceOf(this.server)?.id;
    recorder.emit({ kind: 'tool-handler', layer: 'server', instance, phase: 'start', tool: name, arguments: snapshot(args) });
    let isError = true;
    try {
      const result = await execute.call(this, tool, args, extra);
      isError = Boolean((result as { isError?: boolean } | undefined)?.isError);
      return result;
    } finally {
      activeRecorder()?.emit({ kind: 'tool-handler', layer: 'server', instance, phase: 'end', tool: name, isError });
    }
  };
}

type ExecuteToolHandler = (this: McpServer, tool: unknown, args: unknown, extra: unknown) => Promise<unknown>;
