import { activeRecorder } from './activeRecorder';
import type { InstanceRef } from './events';
import type { TraceRecorder } from './recorder';

// SDK v2's createMcpHandler(factory) builds a fresh server for every HTTP request (2026-07-28 has
// no sessions). Traced one by one, a connection of five requests would show five servers, none of
// them on the client's link. Instead every server one handler builds for one client connection is
// traced as one instance, marked `perRequest`, on the client's link, announced once.
//
// Which connection a request belongs to: a traced client remembers the text of each message it
// sends; the traced handler reads the request body and takes the oldest sender of that exact text
// (twin clients send identical bodies, in order). The factory's context names the request it
// serves (requestInfo: the request itself, or a clone the handler made of it), which gives the
// server it builds that request's link.

const MAX_REMEMBERED = 500;
const sentBy = new Map<string, { link: string; recorder: TraceRecorder }[]>();
let remembered = 0;

/** Called by client tracing for each message it sends. */
export function rememberClientMessage(message: unknown, link: string, recorder: TraceRecorder): void {
  const text = JSON.stringify(message);
  const senders = sentBy.get(text) ?? [];
  senders.push({ link, recorder });
  sentBy.set(text, senders);
  if (++remembered > MAX_REMEMBERED) forgetOldest();
}

function forgetOldest(): void {
  const [text, senders] = sentBy.entries().next().value!;
  senders.shift();
  if (senders.length === 0) sentBy.delete(text);
  remembered -= 1;
}

/** The oldest sender of `text` in this run (on `link` when given), taken off the list. */
function takeSender(text: string, link?: string): string | undefined {
  const senders = sentBy.get(text);
  if (!senders) return undefined;
  // Only a message of this run: the Node runner runs many programs in one process.
  const index = senders.findIndex(
    (sender) => sender.recorder === activeRecorder() && (link === undefined || sender.link === link),
  );
  if (index < 0) return undefined;
  const [taken] = senders.splice(index, 1);
  remembered -= 1;
  if (senders.length === 0) sentBy.delete(text);
  return taken.link;
}

const requestLinks = new WeakMap<object, string>();
let cloningFollowed = false;

/**
 * An in-page HTTP link (mcp-tour/transports) knows which client connection a Request comes from:
 * that wins over matching its body, which can mislead when an identical message of another
 * client was refused before it reached the handler (a 401 from an authorization check in front).
 */
export function requestOfLink(request: object, link: string): void {
  requestLinks.set(request, link);
}

/** A clone of a traced request (the handler clones a body it has read) belongs to the same link. */
function followClones(): void {
  if (cloningFollowed || typeof Request === 'undefined') return;
  cloningFollowed = true;
  const clone = Request.prototype.clone;
  Request.prototype.clone = function tracedClone(this: Request) {
    const copy = clone.call(this);
    const link = requestLinks.get(this);
    if (link) requestLinks.set(copy, link);
    return copy;
  };
}

export interface TracedEndpoint {
  /** Call when a request arrives, with its body text (undefined for GET/DELETE). */
  arrive(request: object, bodyText: string | undefined): void;
  /** Call with the request the factory's context names and each server object it returned (an McpServer and its low-level Server). */
  adopt(request: unknown, ...servers: object[]): void;
}

const adopted = new WeakMap<object, { endpoint: Endpoint; link: string }>();

class Endpoint implements TracedEndpoint {
  readonly refs = new Map<string, InstanceRef>();
  private orphanLink?: string;

  arrive(request: object, bodyText: string | undefined): void {
    const recorder = activeRecorder();
    if (!recorder) return;
    const known = requestLinks.get(request);
    if (known) {
      // Its message is accounted for: no later request may be matched to it.
      if (bodyText !== undefined) takeSender(bodyText, known);
      return;
    }
    // A request no traced client sent (a hand-made fetch) joins the handler's link for such requests.
    const link =
      (bodyText === undefined ? undefined : takeSender(bodyText)) ?? (this.orphanLink ??= recorder.nextId('link'));
    requestLinks.set(request, link);
  }

  adopt(request: unknown, ...servers: object[]): void {
    const link = typeof request === 'object' && request !== null ? requestLinks.get(request) : undefined;
    if (link) for (const server of servers) adopted.set(server, { endpoint: this, link });
  }
}

export function tracedEndpoint(): TracedEndpoint {
  followClones();
  return new Endpoint();
}

/** For a server about to connect: the shared instance it serves as, if a traced handler built it. */
export function perRequestConnection(
  server: object,
  recorder: TraceRecorder,
): { ref: InstanceRef; link: string; first: boolean } | undefined {
  const found = adopted.get(server);
  if (!found) return undefined;
  const { endpoint, link } = found;
  const known = endpoint.refs.get(link);
  if (known) return { ref: known, link, first: false };
  const info = (server as { _serverInfo?: { name?: string; version?: string } })._serverInfo ?? {};
  const ref: InstanceRef = {
    id: recorder.nextId('server'),
    role: 'server',
    name: info.name ?? 'server',
    version: info.version,
    sdk: 2,
    perRequest: true,
  };
  endpoint.refs.set(link, ref);
  return { ref, link, first: true };
}
