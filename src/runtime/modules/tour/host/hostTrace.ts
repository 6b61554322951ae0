import { activeRecorder } from '../../../trace/activeRecorder';
import type { ConnectEvent, JsonRpcEvent, LlmContextEntry, TraceEvent } from '../../../trace/events';
import { instanceOf, markHostClient } from '../../../trace/instrumentProtocol';
import { snapshot, type TraceRecorder } from '../../../trace/recorder';

// What a Host writes into the run's trace: each addition to its model's context (llm events) and
// each policy decision. Outside a run there is no recorder, and the host works untraced.

const hostIdsByRun = new WeakMap<TraceRecorder, Set<string>>();

/** Writes one Host's llm and policy events, and finds the server instances its calls went to. */
export class HostTrace {
  private claimed?: { recorder: TraceRecorder; id: string };

  constructor(private readonly hostName: string) {}

  /** Records one context entry; `instance` is the server instance a tool-call or tool-result belongs to. */
  context(entry: LlmContextEntry, instance?: string, scripted?: boolean): void {
    const recorder = activeRecorder();
    if (!recorder) return;
    recorder.emit({
      kind: 'llm',
      layer: 'llm',
      host: this.idIn(recorder),
      instance,
      entry: snapshot(entry),
      ...(scripted ? { scripted: true as const } : {}),
    });
  }

  /** Marks a client this host created, before it connects (the connect event then names the host). */
  claimClient(client: object): void {
    const recorder = activeRecorder();
    if (recorder) markHostClient(client, this.idIn(recorder));
  }

  /** Records a decision of the host's policy about a model-visible tool name. */
  policy(decision: 'allow' | 'deny', tool: string, server: string | undefined, reason: string): void {
    activeRecorder()?.emit({ kind: 'policy', layer: 'host', decision, tool, server, reason });
  }

  /** How many events the run has so far: later lookups start after it. */
  mark(): number {
    return activeRecorder()?.events.length ?? 0;
  }

  /** The server instance at the other end of a client's connection, as connected so far. */
  serverBehind(client: object): string | undefined {
    const events = activeRecorder()?.events ?? [];
    const clientId = instanceOf(client)?.id;
    const link = events.find((e): e is ConnectEvent => e.kind === 'connect' && e.ref.id === clientId)?.link;
    return events.findLast((e): e is ConnectEvent => e.kind === 'connect' && e.link === link && e.ref.role === 'server')
      ?.ref.id;
  }

  /** The server instance that answered the client's first tools/call sent after `mark`. */
  answeredBy(client: object, mark: number): string | undefined {
    const events: readonly TraceEvent[] = activeRecorder()?.events.slice(mark) ?? [];
    const clientId = instanceOf(client)?.id;
    const sends = events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.direction === 'send');
    const request = sends.find((e) => e.instance === clientId && e.message.method === 'tools/call');
    if (!request) return undefined;
    return sends.find(
      (e) => e.link === request.link && e.message.id === request.message.id && e.message.method === undefined,
    )?.instance;
  }

  // Two hosts with the same name in one run get "name" and "name#2", so their contexts stay apart.
  private idIn(recorder: TraceRecorder): string {
    if (this.claimed?.recorder === recorder) return this.claimed.id;
    let taken = hostIdsByRun.get(recorder);
    if (!taken) hostIdsByRun.set(recorder, (taken = new Set()));
    let id = this.hostName;
    for (let n = 2; taken.has(id); n++) id = `${this.hostName}#${n}`;
    taken.add(id);
    this.claimed = { recorder, id };
    return id;
  }
}
