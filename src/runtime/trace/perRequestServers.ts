import { activeRecorder } from './activeRecorder';
import type { InstanceRef } from './events';
import type { TraceRecorder } from './recorder';

// SDK v2's createMcpHandler(factory) builds a fresh server for every HTTP request (2026-07-28 has
// no sessions). Traced one by one, a connection of five requests would show five servers, none of
// them on the client's link. Instead every server one handler builds for one client connection is
// traced as one instance, marked `perRequest`, on the client's link, announced once.
//
// Which connection a request belongs to: a traced client remembers the text of each message it
// sends; the traced handler reads the request body and finds the client link that sent that exact
// text. The factory is called while the handler serves the request, before it answers, so the
// factory's server takes the oldest request of its handler still waiting for one.

const MAX_REMEMBERED = 200;
const sentBy = new Map<string, { link: string; recorder: TraceRecorder }>();

/** Called by client tracing for each message it sends. */
export function rememberClientMessage(message: unknown, link: string, recorder: TraceRecorder): void {
  sentBy.set(JSON.stringify(message), { link, recorder });
  if (sentBy.size > MAX_REMEMBERED) sentBy.delete(sentBy.keys().next().value!);
}

interface Waiting {
  link?: string;
  claimed: boolean;
}

export interface TracedEndpoint {
  /** Call when a request arrives, with its body text (undefined for GET/DELETE); returns `done`, to call once answered. */
  arrive(bodyText: string | undefined): () => void;
  /** Call with each server object the factory returns (an McpServer and its low-level Server). */
  adopt(...servers: object[]): void;
}

const adopted = new WeakMap<object, { endpoint: Endpoint; waiting?: Waiting }>();

class Endpoint implements TracedEndpoint {
  readonly refs = new Map<string, InstanceRef>();
  private readonly waiting: Waiting[] = [];

  arrive(bodyText: string | undefined): () => void {
    const sender = bodyText === undefined ? undefined : sentBy.get(bodyText);
    // Only a message of this run: the Node runner runs many programs in one process.
    const entry: Waiting = { link: sender?.recorder === activeRecorder() ? sender?.link : undefined, claimed: false };
    if (bodyText !== undefined) sentBy.delete(bodyText);
    this.waiting.push(entry);
    return () => {
      const index = this.waiting.indexOf(entry);
      if (index >= 0) this.waiting.splice(index, 1);
    };
  }

  adopt(...servers: object[]): void {
    const waiting = this.waiting.find((entry) => !entry.claimed);
    if (waiting) waiting.claimed = true;
    for (const server of servers) adopted.set(server, { endpoint: this, waiting });
  }
}

export function tracedEndpoint(): TracedEndpoint {
  return new Endpoint();
}

/** For a server about to connect: the shared instance it serves as, if a traced handler built it. */
export function perRequestConnection(server: object, recorder: TraceRecorder): { ref: InstanceRef; link: string; first: boolean } | undefined {
  const found = adopted.get(server);
  if (!found) return undefined;
  const { endpoint, waiting } = found;
  // A request no traced client sent (a hand-made fetch) joins the handler's link for such requests.
  const link = waiting?.link ?? (waiting && (waiting.link = orphanLink(endpoint, recorder)));
  if (!link) return undefined;
  const known = endpoint.refs.get(link);
  if (known) return { ref: known, link, first: false };
  const info = (server as { _serverInfo?: { name?: string; version?: string } })._serverInfo ?? {};
  const ref: InstanceRef = { id: recorder.nextId('server'), role: 'server', name: info.name ?? 'server', version: info.version, sdk: 2, perRequest: true };
  endpoint.refs.set(link, ref);
  return { ref, link, first: true };
}

const orphanLinks = new WeakMap<Endpoint, string>();
function orphanLink(endpoint: Endpoint, recorder: TraceRecorder): string {
  let link = orphanLinks.get(endpoint);
  if (!link) orphanLinks.set(endpoint, (link = recorder.nextId('link')));
  return link;
}
