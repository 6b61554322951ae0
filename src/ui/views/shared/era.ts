import { META_KEYS, type ConnectionEra, type MetaEnvelope } from '../../../runtime/trace/eras';
import type { SdkGeneration } from '../../../runtime/trace/events';

// How the views name a connection's era and SDK generations, and a `_meta` envelope folded to
// one line. Every word here comes from the trace (connectionEras, metaEnvelope).

export function sdkName(generation: SdkGeneration): string {
  return generation === 1 ? 'SDK 1.x' : 'SDK v2';
}

/** The generations of a connection: "SDK v2", or "client SDK v2 · server SDK 1.x" when they differ. */
export function sdkText({ sdk }: ConnectionEra): string | undefined {
  const { client, server } = sdk;
  if (client !== undefined && (server === undefined || server === client)) return sdkName(client);
  if (client === undefined) return server === undefined ? undefined : `server ${sdkName(server)}`;
  return `client ${sdkName(client)} · server ${sdkName(server!)}`;
}

export interface EraBadgeText {
  /** What the badge shows: "2026-07-28 · SDK v2". */
  text: string;
  /** The same in a sentence, for the text views and assistive technology. */
  sentence: string;
  tone: 'modern' | 'legacy' | 'unknown';
}

/** The badge of a connection, or undefined when the trace says nothing of it yet. */
export function eraBadge(era: ConnectionEra): EraBadgeText | undefined {
  const sdk = sdkText(era);
  const version = era.protocolVersion;
  if (version === undefined && sdk === undefined) return undefined;
  const text = [version ?? (era.discovered ? 'probing…' : undefined), sdk].filter(Boolean).join(' · ');
  const how =
    era.era === 'modern'
      ? `protocol ${version ?? 'unknown'}: no initialize, every request carries its version in _meta`
      : era.era === 'legacy'
        ? `protocol ${version ?? 'unknown'}, agreed by initialize${era.discovered ? ' after a server/discover probe' : ''}`
        : era.discovered
          ? 'protocol not settled yet: the client probes with server/discover'
          : 'protocol not settled yet';
  return { text, sentence: `${how}${sdk ? `; ${sdk}` : ''}`, tone: era.era ?? 'unknown' };
}

/** A `_meta` envelope in one line: "protocol 2026-07-28 · client app 1.0.0 · capabilities: elicitation". */
export function metaSummary(meta: MetaEnvelope): string {
  const parts: string[] = [];
  if (meta.protocolVersion !== undefined) parts.push(`protocol ${meta.protocolVersion}`);
  if (meta.clientInfo?.name) parts.push(`client ${implementation(meta.clientInfo)}`);
  if (meta.clientCapabilities !== undefined) {
    const names = Object.keys(meta.clientCapabilities);
    parts.push(`capabilities: ${names.length > 0 ? names.join(', ') : 'none'}`);
  }
  if (meta.serverInfo?.name) parts.push(`server ${implementation(meta.serverInfo)}`);
  if (meta.subscriptionId !== undefined) parts.push(`stream ${String(meta.subscriptionId)}`);
  const known = new Set<string>(Object.values(META_KEYS));
  const others = Object.keys(meta.meta).filter((key) => !known.has(key));
  if (others.length > 0) parts.push(others.join(', '));
  return parts.join(' · ');
}

function implementation(info: { name?: string; version?: string }): string {
  return `${info.name ?? ''}${info.version ? ` ${info.version}` : ''}`;
}
