import type { JsonRpcMessage } from '../../../runtime/trace/events';

// The one parameter that says what a request is about, so a row reads "tools/call close_issue"
// and a learner can follow one tool, resource or prompt through a trace without opening rows.

type Params = Record<string, unknown>;

const SUBJECTS: Record<string, (params: Params) => unknown> = {
  'tools/call': (params) => params.name,
  'prompts/get': (params) => params.name,
  'resources/read': (params) => params.uri,
  'resources/subscribe': (params) => params.uri,
  'resources/unsubscribe': (params) => params.uri,
  'notifications/resources/updated': (params) => params.uri,
  'completion/complete': (params) => {
    const ref = params.ref as Params | undefined;
    return ref?.name ?? ref?.uri;
  },
  'notifications/cancelled': (params) => (params.requestId === undefined ? undefined : `request ${params.requestId}`),
  'tasks/get': (params) => params.taskId,
  'tasks/update': (params) => params.taskId,
};

const MAX_CHARS = 80;

/** "close_issue" for a tools/call, the URI for a resources/read; undefined when the method has no such parameter. */
export function requestSubject(message: JsonRpcMessage): string | undefined {
  const pick = message.method === undefined ? undefined : SUBJECTS[message.method];
  const params = message.params;
  if (!pick || typeof params !== 'object' || params === null) return undefined;
  const value = pick(params as Params);
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
}
