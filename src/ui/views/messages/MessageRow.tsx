import { JsonBlock } from '../shared/JsonBlock';
import { ProgramText } from '../shared/ProgramText';
import { metaSummary } from '../shared/era';
import { latencyText, type TimelineRow } from './timeline';
import { unansweredText } from './unanswered';

// One message of the timeline: a summary line that opens to what it means, its `_meta`
// envelope folded to one line, and the message itself as JSON.

interface MessageRowProps {
  row: TimelineRow;
  /** The id of the row's button, so "Go to the answer" can move the focus there. */
  id: string;
  pair?: TimelineRow;
  open: boolean;
  onToggle(seq: number): void;
  onGoTo(seq: number): void;
}

const ANSWERS = new Set<TimelineRow['kind']>(['result', 'input-required', 'tool-error', 'protocol-error']);

export function MessageRow({ row, id, pair, open, onToggle, onGoTo }: MessageRowProps) {
  const isAnswer = ANSWERS.has(row.kind);
  const holder = (row.message.method !== undefined ? row.message.params : row.message.result) as object | undefined;
  return (
    <>
      <button type="button" id={id} className="message__summary" aria-expanded={open} onClick={() => onToggle(row.seq)}>
        <span className="message__number">{row.number}</span>
        <span className="message__what">
          <span className="message__label">
            <ProgramText text={row.label} />
          </span>
          {isAnswer && row.method && (
            <span className="message__answers">
              {' '}
              to <ProgramText text={row.method} />
            </span>
          )}
          {row.subject !== undefined && (
            <span className="message__subject">
              {' '}
              <ProgramText text={row.subject} />
            </span>
          )}
          {row.resultType !== undefined && row.kind !== 'input-required' && (
            <span className="message__tag"> resultType: {row.resultType}</span>
          )}
          <StreamTag row={row} />
        </span>
        <span className="message__meta">
          {row.round && (
            <span className="message__round">
              round {row.round.index + 1} of {row.round.of}
            </span>
          )}
          {row.id !== undefined && <span className="message__id">id {String(row.id)}</span>}
          <Latency row={row} />
        </span>
        <span className="message__route">
          <ProgramText text={row.from} /> → <ProgramText text={row.to} />
        </span>
        {row.kind === 'protocol-error' && (
          <span className="message__note">
            <ProgramText text={row.message.error?.message ?? ''} isolate={false} />
          </span>
        )}
        {row.kind === 'tool-error' && (
          <span className="message__note">
            <ProgramText text={firstText(row.message.result)} isolate={false} />
          </span>
        )}
        {row.kind === 'input-required' && (
          <span className="message__note">{inputRequestsText(row.message.result)}</span>
        )}
      </button>
      {open && (
        <div className="message__details">
          <Meaning row={row} />
          {row.meta && (
            <details className="message__envelope">
              <summary>
                <code>_meta</code> <span className="message__envelope-summary">{metaSummary(row.meta) || 'empty'}</span>
              </summary>
              <JsonBlock
                value={row.meta.meta}
                className="message__json"
                label={`The _meta of message ${row.number} as JSON`}
              />
            </details>
          )}
          <JsonBlock
            value={row.message}
            className="message__json"
            label={`Message ${row.number} as JSON`}
            foldMetaOf={row.meta && holder ? [holder] : undefined}
          />
          {pair && (
            <button type="button" className="button button--small message__pair" onClick={() => onGoTo(pair.seq)}>
              {isAnswer ? `Go to the request (#${pair.number})` : `Go to the answer (#${pair.number})`}
            </button>
          )}
        </div>
      )}
    </>
  );
}

function StreamTag({ row }: { row: TimelineRow }) {
  const { stream } = row;
  if (!stream || stream.part === 'open') return null;
  return (
    <span className="message__tag">
      {stream.part === 'delivered' ? ` on stream ${String(stream.id)}` : ` ends stream ${String(stream.id)}`}
    </span>
  );
}

function Latency({ row }: { row: TimelineRow }) {
  if (row.kind === 'notification') return null;
  if (row.stream?.part === 'open') {
    const delivered = `${row.stream.delivered ?? 0} delivered`;
    const state =
      row.stream.endedBy === 'client'
        ? 'closed by the client'
        : row.stream.endedBy === 'server'
          ? 'ended by the server'
          : 'stream open';
    return (
      <span
        className={`message__latency${row.stream.endedBy ? '' : ' message__latency--open'}`}
      >{`${state} · ${delivered}`}</span>
    );
  }
  if (row.latencyMs === undefined) {
    if (row.kind !== 'request') return null;
    if (!row.unanswered) return <span className="message__latency message__latency--pending">no answer yet</span>;
    const tone =
      row.unanswered.kind === 'refused' ? 'refused' : row.unanswered.kind === 'none' ? 'pending' : 'cancelled';
    return <span className={`message__latency message__latency--${tone}`}>{unansweredText(row.unanswered)}</span>;
  }
  return <span className="message__latency">{latencyText(row.latencyMs)}</span>;
}

/** What a message means, said where a learner meets it: the two kinds of failure, and the 2026-07-28 wire. */
function Meaning({ row }: { row: TimelineRow }) {
  if (row.kind === 'protocol-error') {
    return (
      <p className="message__meaning message__meaning--error">
        A JSON-RPC error: the request itself failed (unknown method, invalid parameters, …). It is a protocol answer,
        not a tool result; a host decides whether the model hears about it.
      </p>
    );
  }
  if (row.kind === 'tool-error') {
    return (
      <p className="message__meaning message__meaning--tool-error">
        A result with <code>isError: true</code>: the call was delivered and answered, and the answer says it failed.
        The host puts it in the model's context, so the model can read why and try again.
      </p>
    );
  }
  if (row.kind === 'input-required') {
    return (
      <p className="message__meaning">
        <code>resultType: "input_required"</code>: the server needs more before it can answer. Since 2026-07-28 a server
        sends no requests of its own; it names what it needs in <code>inputRequests</code>, and the client retries the
        original request, with a new id, carrying the answers in <code>inputResponses</code>.
      </p>
    );
  }
  if (row.kind === 'request' && row.round && row.round.index > 0) {
    return (
      <p className="message__meaning">
        A retry: the same request again, with a new id, now carrying the answers to what the previous round asked for in{' '}
        <code>inputResponses</code> (and the server's <code>requestState</code> echoed back, when it sent one). The
        server needs nothing from earlier rounds: everything is in this request.
      </p>
    );
  }
  if (row.kind === 'request' && row.method === 'server/discover') {
    return (
      <p className="message__meaning">
        <code>server/discover</code>: the server says which protocol versions it supports, its capabilities and who it
        is. On 2026-07-28 there is no <code>initialize</code> handshake and no session: every request carries its own
        protocol version and client capabilities in <code>_meta</code>.
      </p>
    );
  }
  if (row.kind === 'request' && row.method === 'subscriptions/listen') {
    return (
      <p className="message__meaning">
        <code>subscriptions/listen</code> opens a stream: its answer stays open, and the server delivers the change
        notifications the client opted in to on it, each tagged with the stream's <code>subscriptionId</code>. It
        replaces the HTTP GET stream and <code>resources/subscribe</code>.
      </p>
    );
  }
  return null;
}

function firstText(result: unknown): string {
  const content = (result as { content?: { type?: string; text?: string }[] } | undefined)?.content ?? [];
  const text = content.find((block) => block.type === 'text')?.text ?? '';
  const line = text.split('\n', 1)[0];
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/** "asks for confirm (elicitation/create)". */
function inputRequestsText(result: unknown): string {
  const requests = (result as { inputRequests?: Record<string, { method?: string }> } | undefined)?.inputRequests;
  const asked = Object.entries(requests ?? {}).map(([key, request]) => `${key} (${request?.method ?? 'input'})`);
  return asked.length > 0 ? `asks for ${asked.join(', ')}` : 'asks the client to retry';
}
