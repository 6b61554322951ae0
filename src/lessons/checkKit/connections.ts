import type { ApiCallEvent, ConnectEvent, InstanceRef, TraceEvent, TransportKind } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// A run split by client connection. Lessons that run several phases one after another (a stdio
// connection, then an HTTP one, then a refused one) ask what happened during each: which API
// calls it caused, which server answered it. Phases are told apart by time: a phase runs from its
// client's connect event to the next client's, which holds for programs that await each phase
// before starting the next.

/** One client connection and the stretch of the run it owns. */
export interface ClientConnection {
  client: InstanceRef;
  link: string;
  transport: TransportKind;
  /** Seq of the client's connect event: the phase starts here. */
  startSeq: number;
  /** Seq of the next client's connect event (exclusive), or Infinity for the last one. */
  endSeq: number;
}

/** Every client connection of the run, in the order they connected. */
export function clientConnections(run: RunView): ClientConnection[] {
  const connects = run.events.filter((e): e is ConnectEvent => e.kind === 'connect' && e.ref.role === 'client');
  return connects.map((event, index) => ({
    client: event.ref,
    link: event.link,
    transport: event.transport,
    startSeq: event.seq,
    endSeq: connects[index + 1]?.seq ?? Infinity,
  }));
}

/** The connections of clients that introduced themselves as `name` (clientInfo.name; a Host uses its own name). */
export function connectionsNamed(run: RunView, name: string): ClientConnection[] {
  return clientConnections(run).filter((c) => c.client.name === name);
}

/** The events of a connection's phase, whatever link or layer they belong to. */
export function eventsDuring(run: RunView, connection: ClientConnection): TraceEvent[] {
  return run.events.filter((e) => e.seq >= connection.startSeq && e.seq < connection.endSeq);
}

/** The downstream API calls (mcp-tour/api) made during a connection's phase; only `api`'s when given. */
export function apiCallsDuring(run: RunView, connection: ClientConnection, api?: string): ApiCallEvent[] {
  return eventsDuring(run, connection).filter(
    (e): e is ApiCallEvent => e.kind === 'api-call' && (api === undefined || e.api === api),
  );
}

/** The server instances that connected on a link: the server a client reached, if any did. */
export function serversOnLink(run: RunView, link: string): InstanceRef[] {
  return run.events
    .filter((e): e is ConnectEvent => e.kind === 'connect' && e.link === link && e.ref.role === 'server')
    .map((e) => e.ref);
}

/** True when an instance's end of its connection was closed during the run. */
export function closed(run: RunView, instance: string): boolean {
  return run.events.some((e) => e.kind === 'close' && e.instance === instance);
}
