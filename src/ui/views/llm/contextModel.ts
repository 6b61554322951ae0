import { contextEvents, secretLeaks } from '../../../lessons/checkKit/llmContext';
import { maskSecrets } from '../../../runtime/trace/credentials';
import { metaEnvelope } from '../../../runtime/trace/eras';
import { rpcMethodOf } from '../../../lessons/checkKit/http';
import type {
  HttpEvent,
  JsonRpcMessage,
  LlmContextEntry,
  LlmContextEvent,
  SecretLeakEvent,
  SpawnEvent,
  TraceEvent,
} from '../../../runtime/trace/events';
import {
  credentialsInUrl,
  isCredentialName,
  markedSecretForms,
  maskCommandLine,
  maskCredential,
  maskUrl,
} from '../shared/credentials';
import { requestSubject } from '../messages/subject';
import { type Lane, runLanes } from '../shared/lanes';
import { runViewOf } from '../shared/runView';

// What the model receives, built only from the host's llm events (the model's whole context),
// and beside it what the run used that the model never receives: the servers' environment, the
// HTTP headers, the `_meta` envelope of 2026-07-28 requests, any credential in a URL, and the
// credentials sent to an API (from a tool handler or anywhere else). A marked secret found in the context is reported
// with the place it came from.

export interface ContextItem {
  seq: number;
  entry: LlmContextEntry;
  /** The server a tool call goes to or a tool result came from, as the views name it. */
  server?: string;
  /** Marked secrets found in this entry. */
  leaks: SecretLeakEvent[];
}

export interface HostContext {
  host: string;
  items: ContextItem[];
}

export interface BoundaryValue {
  name: string;
  value: string;
  /** Present when the value is a credential: show this, reveal the value only on request. */
  masked?: string;
}

export interface BoundaryGroup {
  kind: 'environment' | 'headers' | 'meta' | 'url' | 'api';
  /** "Environment of npx gitlab-mcp", "HTTP headers sent to mcp.acme.example/mcp", "Sent to the API tracker". */
  title: string;
  lane?: Lane;
  values: BoundaryValue[];
  /**
   * HTTP headers, request by request (`values` is then empty): which request carried a token,
   * which carried a session id, is the point, and a merged list would hide it.
   */
  requests?: { title: string; values: BoundaryValue[] }[];
}

export interface ContextLeak {
  label: string;
  seq: number;
  host: string;
  /** Where in the context: "the result of list_issues, from gitlab (server#1)". */
  where: string;
}

export interface LlmContextModel {
  hosts: HostContext[];
  /** Never sent to the model. */
  boundary: BoundaryGroup[];
  leaksIntoContext: ContextLeak[];
  /** Marked secrets seen elsewhere they must not be: a URL, the console, a log. */
  leaksElsewhere: SecretLeakEvent[];
}

export function llmContextOf(events: readonly TraceEvent[]): LlmContextModel {
  const run = runViewOf(events);
  const lanes = runLanes(events);
  const serverName = (instance: string | undefined) =>
    instance === undefined ? undefined : (lanes.byInstance.get(instance)?.title ?? lanes.names.get(instance));
  const leaks = secretLeaks(run);
  const leaksByEvent = new Map<number, SecretLeakEvent[]>();
  for (const leak of leaks)
    if (leak.where === 'llm-context') leaksByEvent.set(leak.inEvent, [...(leaksByEvent.get(leak.inEvent) ?? []), leak]);

  const hosts: HostContext[] = [];
  const leaksIntoContext: ContextLeak[] = [];
  for (const event of contextEvents(run)) {
    let host = hosts.find((h) => h.host === event.host);
    if (!host) hosts.push((host = { host: event.host, items: [] }));
    const found = leaksByEvent.get(event.seq) ?? [];
    const server = serverName(event.instance);
    host.items.push({ seq: event.seq, entry: event.entry, server, leaks: found });
    for (const leak of found)
      leaksIntoContext.push({
        label: leak.label,
        seq: event.seq,
        host: event.host,
        where: placeInContext(event, server),
      });
  }

  return {
    hosts,
    boundary: boundaryOf(events, lanes.byLink, serverName, (instance) => lanes.byInstance.get(instance)),
    leaksIntoContext,
    leaksElsewhere: leaks.filter((leak) => leak.where !== 'llm-context'),
  };
}

function placeInContext({ entry }: LlmContextEvent, server: string | undefined): string {
  switch (entry.type) {
    case 'system':
      return 'the system text';
    case 'user':
      return "the user's message";
    case 'tools':
      return 'the tool list (a name, a description or an input schema)';
    case 'tool-call':
      return `the arguments of the model's call to ${entry.name}`;
    case 'tool-result':
      return `the result of ${entry.name}${server ? `, from ${server}` : ''}`;
    case 'assistant':
      return "the model's answer";
  }
}

function boundaryOf(
  events: readonly TraceEvent[],
  byLink: Map<string, Lane>,
  serverName: (instance: string | undefined) => string | undefined,
  laneOf: (instance: string) => Lane | undefined,
): BoundaryGroup[] {
  const groups: BoundaryGroup[] = [];
  const headerGroups = new Map<string, BoundaryGroup>();
  const metaGroups = new Map<string, BoundaryGroup>();
  const apiGroups = new Map<string, BoundaryGroup>();
  const urlsSeen = new Set<string>();
  // Marked secrets in every spelling (percent-encoded, under any name): masked in titles too.
  const secretForms = markedSecretForms(events);
  // The tool each handler run (by the seq of its start) ran: an API call names the run that made it.
  const handlerTools = new Map<number, string>();
  for (const event of events) {
    if (event.kind === 'spawn') groups.push(environmentGroup(event, byLink.get(event.link), secretForms));
    if (event.kind === 'tool-handler' && event.phase === 'start') handlerTools.set(event.seq, event.tool);
    if (event.kind === 'api-call' && event.credentials?.length) {
      const tool = event.handler === undefined ? undefined : handlerTools.get(event.handler);
      const by = tool ? `${serverName(event.instance) ?? 'a server'}'s tool ${tool}` : 'the program';
      const key = `${event.api}\n${by}`;
      let group = apiGroups.get(key);
      if (!group) {
        // The connection whose server made the call: in a run of several, the reader sees which one.
        const lane = tool && event.instance !== undefined ? laneOf(event.instance) : undefined;
        group = { kind: 'api', title: `Sent to the API ${event.api} by ${by}`, ...(lane ? { lane } : {}), values: [] };
        apiGroups.set(key, group);
        groups.push(group);
      }
      // Masked already in the trace: the API's token never leaves the sandbox, not even to this view.
      for (const credential of event.credentials) {
        if (group.values.some((known) => known.name === credential.name && known.value === credential.masked)) continue;
        group.values.push({ name: credential.name, value: credential.masked });
      }
    }
    if (event.kind === 'jsonrpc' && event.direction === 'send' && event.message.method !== undefined) {
      // What a modern client says about itself on every request: protocol business, not the model's.
      const lane = byLink.get(event.link);
      const meta = metaEnvelope(event.message);
      if (!lane || event.instance !== lane.client?.id || meta?.protocolVersion === undefined) continue;
      let group = metaGroups.get(event.link);
      if (!group) {
        group = {
          kind: 'meta',
          title: `The _meta envelope on each request the client sent${lane.title ? ` to ${lane.title}` : ''}`,
          lane,
          values: [],
        };
        metaGroups.set(event.link, group);
        groups.push(group);
      }
      for (const [name, value] of Object.entries(meta.meta)) {
        const entry = boundaryValue(
          name,
          typeof value === 'string' ? value : JSON.stringify(value),
          secretForms,
          false,
        );
        const known = group.values.find((v) => v.name === name);
        if (known) Object.assign(known, entry);
        else group.values.push(entry);
      }
      continue;
    }
    // The client's OAuth requests go to metadata and token endpoints, not to the MCP server.
    if (event.kind !== 'http' || event.direction !== 'request' || event.auth) continue;
    const lane = byLink.get(event.link);
    let headers = headerGroups.get(event.link);
    if (!headers) {
      headers = {
        kind: 'headers',
        title: `HTTP headers the client sent${lane?.endpoint ? ` to ${maskUrl(lane.endpoint, secretForms)}` : ''}`,
        lane,
        values: [],
      };
      headerGroups.set(event.link, headers);
      groups.push(headers);
    }
    headers.requests ??= [];
    headers.requests.push({
      title: maskSecrets(requestTitle(event, headers.requests.length + 1), secretForms),
      values: Object.entries(event.headers).map(([name, value]) => boundaryValue(name, value, secretForms)),
    });
    const inUrl = credentialsInUrl(event.url);
    if (inUrl.length > 0 && !urlsSeen.has(event.url)) {
      urlsSeen.add(event.url);
      const params = new URL(event.url).searchParams;
      groups.push({
        kind: 'url',
        title: `A credential in the URL ${maskUrl(event.url, secretForms)}`,
        lane,
        values: inUrl.map((name) => boundaryValue(name, params.get(name) ?? '', secretForms, true)),
      });
    }
  }
  return groups;
}

/** "Request 3: POST tools/call close_issue". */
function requestTitle(request: HttpEvent, number: number): string {
  const method = rpcMethodOf(request);
  let subject: string | undefined;
  try {
    subject = method === undefined ? undefined : requestSubject(JSON.parse(request.body!) as JsonRpcMessage);
  } catch {
    subject = undefined;
  }
  return `Request ${number}: ${request.method}${method ? ` ${method}` : ''}${subject ? ` ${subject}` : ''}`;
}

function environmentGroup(event: SpawnEvent, lane: Lane | undefined, secretForms: readonly string[]): BoundaryGroup {
  return {
    kind: 'environment',
    title: `Environment of ${maskSecrets(maskCommandLine(event.command, event.args), secretForms)}`,
    lane,
    values: Object.entries(event.env).map(([name, value]) => boundaryValue(name, value, secretForms)),
  };
}

/**
 * A value as the boundary shows it: masked (revealed on request) when its name says credential, or
 * when it holds a value the run marked with secret(), under whatever harmless name it travels.
 */
function boundaryValue(
  name: string,
  value: string,
  secretForms: readonly string[],
  credential = isCredentialName(name),
): BoundaryValue {
  if (credential) return { name, value, masked: maskCredential(value) };
  const masked = maskSecrets(value, secretForms);
  return masked === value ? { name, value } : { name, value, masked };
}

/** The tool list entry as the model receives it: name, description, input_schema. */
export type ModelTool = Extract<LlmContextEntry, { type: 'tools' }>['tools'][number];
