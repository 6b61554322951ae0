import { activeRecorder } from './activeRecorder';
import { runHandler } from './handlerScope';
import { instanceOf } from './instrumentProtocol';
import { snapshot } from './recorder';

// A tool handler starting is the moment a call crosses from protocol into business logic.
// Tracing it shows, for example, that a schema-rejected call never reached the handler. Both SDK
// generations run every handler through McpServer.prototype.executeToolHandler (private in their
// types, same name and arguments in 1.x and v2).

type ExecuteToolHandler = (this: TracedMcpServer, tool: unknown, args: unknown, extra: unknown) => Promise<unknown>;
interface TracedMcpServer {
  server: object;
  _registeredTools: Record<string, unknown>;
}

const traced = new WeakSet<object>();

/** The call's own AbortSignal: SDK 1.x's `extra.signal`, v2's `ctx.mcpReq.signal`. */
export function requestSignal(context: unknown): AbortSignal | undefined {
  const c = context as { signal?: unknown; mcpReq?: { signal?: unknown } } | undefined;
  const signal = c?.signal ?? c?.mcpReq?.signal;
  return signal instanceof AbortSignal ? signal : undefined;
}

export function installToolTracing(McpServer: { prototype: object }): void {
  const prototype = McpServer.prototype as { executeToolHandler: ExecuteToolHandler };
  if (traced.has(prototype)) return;
  traced.add(prototype);
  const execute = prototype.executeToolHandler;
  prototype.executeToolHandler = async function tracedExecute(tool, args, extra) {
    const recorder = activeRecorder();
    if (!recorder) return execute.call(this, tool, args, extra);
    const registered = this._registeredTools;
    const name = Object.keys(registered).find((key) => registered[key] === tool) ?? '(unknown tool)';
    const instance = instanceOf(this.server)?.id;
    const start = recorder.emit({
      kind: 'tool-handler',
      layer: 'server',
      instance,
      phase: 'start',
      tool: name,
      arguments: snapshot(args),
    });
    let isError = true;
    try {
      const result = await runHandler(
        { instance, tool: name, start: start.seq },
        () => execute.call(this, tool, args, extra),
        requestSignal(extra),
      );
      isError = Boolean((result as { isError?: boolean } | undefined)?.isError);
      return result;
    } finally {
      activeRecorder()?.emit({ kind: 'tool-handler', layer: 'server', instance, phase: 'end', tool: name, isError });
    }
  };
}
