import type { LinkFetch } from '../transports/http/httpLink';

// One 2026-07-28 request as a peer that is not an SDK client sends it: a POST with the headers
// and the `_meta` the revision requires, built by hand so a probe can put anything in it.

let nextId = 0;

export interface RawAnswer {
  status: number;
  /** The JSON-RPC `result`, when the answer carried one. */
  result?: Record<string, unknown>;
  /** The JSON-RPC `error`, when the answer carried one. */
  error?: { code: number; message: string };
}

export async function postMcp(
  fetch: LinkFetch,
  url: string | URL,
  method: string,
  params: Record<string, unknown>,
  {
    headers = {},
    capabilities = {},
  }: { headers?: Record<string, string>; capabilities?: Record<string, unknown> } = {},
): Promise<RawAnswer> {
  const all: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(typeof params.name === 'string' ? { 'mcp-name': params.name } : {}),
    ...headers,
  };
  const body = {
    jsonrpc: '2.0',
    id: `probe-${++nextId}`,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': capabilities,
        'io.modelcontextprotocol/clientInfo': { name: 'tour-probe', version: '1.0.0' },
      },
    },
  };
  const response = await fetch(url, { method: 'POST', headers: all, body: JSON.stringify(body) });
  return { status: response.status, ...parseAnswer(await response.text()) };
}

/** The JSON-RPC message of a JSON body or of the last `data:` line of an SSE body. */
function parseAnswer(text: string): Pick<RawAnswer, 'result' | 'error'> {
  const candidates = [
    text,
    ...text
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5)),
  ].reverse();
  for (const candidate of candidates) {
    try {
      const message = JSON.parse(candidate) as { result?: Record<string, unknown>; error?: RawAnswer['error'] };
      if (message.result || message.error) return { result: message.result, error: message.error };
    } catch {}
  }
  return {};
}

/** True when the answer is a finished, successful result: the server did what was asked. */
export function completed(answer: RawAnswer): boolean {
  const result = answer.result;
  return result !== undefined && result.resultType !== 'input_required' && result.isError !== true;
}
