import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { DiscoveredTool, HostClient, HostOptions, HostPolicy, ModelTool, ToolRoute } from './types';

// Merging several servers' tools into the one list a model receives. The host has to name them so
// that every name leads back to exactly one server, and decide which of them the model may see.

/**
 * Turns a tool from tools/list into the entry a model API request carries: name, description and
 * input schema, word for word. Nothing else of the tool reaches the model.
 */
export function toModelTool(tool: Tool, name: string = tool.name): ModelTool {
  return tool.description === undefined
    ? { name, input_schema: tool.inputSchema }
    : { name, description: tool.description, input_schema: tool.inputSchema };
}

/** The model's tool list, the route behind each name, and what was kept out. */
export interface ToolCatalog {
  /** The model's tool list, in connection order, then in each server's order. */
  tools: ModelTool[];
  routes: Map<string, ToolRoute>;
  /** Tools `admitTool` kept out of the model's context. */
  hidden: DiscoveredTool[];
}

/** Lists every server's tools (all pages) and builds the model's tool list from them. */
export async function buildCatalog(
  clients: ReadonlyMap<string, HostClient>,
  toolNames: NonNullable<HostOptions['toolNames']>,
  admitTool: HostPolicy['admitTool'],
): Promise<ToolCatalog> {
  const catalog: ToolCatalog = { tools: [], routes: new Map(), hidden: [] };
  for (const [server, client] of clients) {
    for (const definition of await listAllTools(client)) {
      const name = toolNames === 'prefixed' ? `${server}__${definition.name}` : definition.name;
      const discovered: DiscoveredTool = { name, server, description: definition.description, definition };
      if (admitTool && !(await admitTool(discovered))) {
        catalog.hidden.push(discovered);
        continue;
      }
      const taken = catalog.routes.get(name);
      if (taken) throw new Error(collisionMessage(name, taken, { server, tool: definition.name }, toolNames));
      catalog.routes.set(name, { server, tool: definition.name });
      catalog.tools.push(toModelTool(definition, name));
    }
  }
  return catalog;
}

// Either SDK generation's tools/list entries: the same JSON shape, typed here as SDK 1.x types them.
async function listAllTools(client: HostClient): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? undefined : { cursor });
    tools.push(...(page.tools as Tool[]));
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return tools;
}

function collisionMessage(name: string, first: ToolRoute, second: ToolRoute, toolNames: string): string {
  const both = `Servers "${first.server}" and "${second.server}" both expose a tool the model would see as "${name}"`;
  if (toolNames === 'prefixed') return `${both}. Give the servers names that cannot run together into the same prefix.`;
  return (
    `${both}. The model could not tell them apart, and the host could not know which server a call is meant for. ` +
    `Create the Host with toolNames: 'prefixed' so the model sees "${first.server}__${first.tool}" and "${second.server}__${second.tool}".`
  );
}
