import { maskOAuthBody, maskSecrets } from '../../../runtime/trace/credentials';
import type { HttpEvent } from '../../../runtime/trace/events';
import { isCredentialName, maskCredential, maskUrl } from '../shared/credentials';
import { JsonBlock } from '../shared/JsonBlock';
import { MaskedValue } from '../shared/MaskedValue';
import { ProgramText } from '../shared/ProgramText';
import { WarningIcon } from '../shared/viewIcons';
import { type HttpRow, jsonRpcIn } from './wireModel';

// One HTTP exchange, as a browser's network panel shows it: a line to scan, and when opened the
// request line, headers (credentials masked until revealed), body, status and response.

const MCP_HEADERS = new Set(['mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name']);

/** The headers MCP defines: the session and version (2025-11-25), the method, name and mirrored params (2026-07-28). */
function isMcpHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return MCP_HEADERS.has(lower) || lower.startsWith('mcp-param-');
}

export function HttpExchangeRow({ row, open, onToggle }: { row: HttpRow; open: boolean; onToggle(key: string): void }) {
  const { request, response } = row;
  const status = response?.status;
  const tone = status === undefined ? 'pending' : status >= 400 ? 'bad' : 'ok';
  // A marked secret is masked and flagged under any parameter name, in any spelling the runtime found.
  const url = maskUrl(request.url, row.secretForms);
  const secretsElsewhere = [...new Set(row.secretsElsewhere.map((found) => found.label))];
  return (
    <>
      <button type="button" className="http-row__summary" aria-expanded={open} onClick={() => onToggle(row.key)}>
        <span className="http-row__method">{request.method}</span>
        <span className="http-row__path">
          {row.auth ? hostAndPath(url) : pathOf(url)}
          {row.rpcMethod && <span className="http-row__rpc">{row.rpcMethod}</span>}
          {row.auth && <span className="http-row__rpc http-row__auth">OAuth</span>}
        </span>
        <span className={`http-row__status http-row__status--${tone}`}>{status ?? 'pending'}</span>
        <span className="http-row__type">{contentKind(response)}</span>
        {row.closedByClient && (
          <span className="http-row__closed">
            {row.closedByClient === 'cancelled' ? 'cancelled by the client' : 'closed by the client'}
          </span>
        )}
        {(row.credentialsInUrl.length > 0 || row.secretsInUrl.length > 0) && (
          <span className="http-row__warning">
            <WarningIcon /> credential in the URL{row.secretsInUrl.length > 0 ? `: ${row.secretsInUrl.join(', ')}` : ''}
          </span>
        )}
        {secretsElsewhere.length > 0 && (
          <span className="http-row__warning">
            <WarningIcon /> marked secret outside a credential header: {secretsElsewhere.join(', ')}
          </span>
        )}
      </button>
      {open && (
        <div className="http-row__details">
          <section aria-label="Request">
            <h4 className="http-row__heading">Request</h4>
            <p className="http-row__start-line">
              <code>
                {request.method} {url}
              </code>
            </p>
            {secretsElsewhere.length > 0 && (
              <p className="http-row__closed-note">
                {secretsElsewhere.map((label) => (
                  <span key={label}>
                    The marked secret “{label}” travels in{' '}
                    {new Intl.ListFormat('en').format(
                      row.secretsElsewhere.filter((found) => found.label === label).map((found) => found.where),
                    )}
                    , where a log, a proxy or the server may keep it: shown masked.{' '}
                  </span>
                ))}
              </p>
            )}
            <Headers headers={request.headers} secretForms={row.secretForms} />
            {request.body !== undefined && (
              <Body text={request.body} label="Request body" masked={row.auth} secretForms={row.secretForms} />
            )}
          </section>
          <section aria-label="Response">
            <h4 className="http-row__heading">Response</h4>
            {!response ? (
              <p className="panel__empty">
                No response yet: the stream is still open at this step, or the run ended first.
              </p>
            ) : (
              <>
                <p className="http-row__start-line">
                  <code className={`http-row__status--${tone}`}>HTTP {response.status}</code>
                </p>
                <Headers headers={response.headers} secretForms={row.secretForms} />
                {row.closedByClient === 'cancelled' && (
                  <p className="http-row__closed-note">
                    The client closed this stream before the answer came. On 2026-07-28 closing the response stream is
                    how a client cancels the request it carried; what arrived before is below.
                  </p>
                )}
                {row.events ? (
                  <SseEvents row={row} />
                ) : response.body ? (
                  <Body text={response.body} label="Response body" masked={row.auth} secretForms={row.secretForms} />
                ) : (
                  <p className="http-row__quiet">No body.</p>
                )}
              </>
            )}
          </section>
        </div>
      )}
    </>
  );
}

function Headers({ headers, secretForms }: { headers: HttpEvent['headers']; secretForms: readonly string[] }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return <p className="http-row__quiet">No headers.</p>;
  return (
    <dl className="name-values http-headers">
      {entries.map(([name, value]) => (
        <div key={name} className={`name-values__row${isMcpHeader(name) ? ' http-headers__row--mcp' : ''}`}>
          <dt>
            <ProgramText text={name} />
          </dt>
          <dd>
            {isCredentialName(name) ? (
              <MaskedValue value={value} masked={maskCredential(value)} what={`${name} header`} />
            ) : (
              <code>
                <ProgramText text={maskSecrets(value, secretForms)} />
              </code>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A body as sent, every marked secret masked; an OAuth body with its code, verifier and tokens masked
 * too (never revealed: they are live credentials).
 */
function Body({
  text: sent,
  label,
  masked = false,
  secretForms,
}: {
  text: string;
  label: string;
  masked?: boolean;
  secretForms: readonly string[];
}) {
  const text = maskSecrets(masked ? maskOAuthBody(sent) : sent, secretForms);
  const block =
    jsonRpcIn(text) !== undefined || looksLikeJson(text) ? (
      <JsonBlock text={text} label={label} />
    ) : (
      <pre className="json-block">{text}</pre>
    );
  if (text === sent) return block;
  return (
    <>
      {block}
      <p className="http-row__quiet">Credentials in this body are masked.</p>
    </>
  );
}

function SseEvents({ row }: { row: HttpRow }) {
  const events = row.events ?? [];
  if (events.length === 0)
    return <p className="http-row__quiet">An event stream that carried no event at this step.</p>;
  return (
    <ol className="card-list" aria-label="Server-Sent Events">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stream's events only ever append
        <li key={index} className="sse-event">
          <p className="sse-event__fields">
            {event.event && <code>event: {event.event}</code>}
            {event.id && <code>id: {event.id}</code>}
          </p>
          <Body text={event.data} label={`Event ${index + 1} data`} secretForms={row.secretForms} />
        </li>
      ))}
    </ol>
  );
}

function contentKind(response: HttpEvent | undefined): string {
  const type = response?.headers['content-type'] ?? '';
  if (type.startsWith('text/event-stream')) return 'SSE';
  if (type.includes('json')) return 'JSON';
  return response ? (response.body ? 'text' : 'empty') : '';
}

function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[';
}

/** "https://auth.acme.example/token" → "auth.acme.example/token": an OAuth request goes to other hosts. */
function hostAndPath(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}

/** "https://mcp.acme.example/mcp?x=1" → "/mcp?x=1": the host is the same on every MCP row. */
function pathOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(url);
  return match ? match[1] || '/' : url;
}
