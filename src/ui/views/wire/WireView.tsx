import { useCallback, useId, useMemo, useState } from 'react';
import { Panel } from '../../shell/Panel';
import { IDLE_TEXT } from '../idleTexts';
import { messageLabel } from '../messages/timeline';
import { isCredentialName, maskCommandLine, maskCredential } from '../shared/credentials';
import { transportName } from '../shared/describeEvent';
import { EmptyView } from '../shared/EmptyView';
import { JsonBlock } from '../shared/JsonBlock';
import { ProgramText } from '../shared/ProgramText';
import { escapeHiddenChars, showHiddenChars } from '../shared/hiddenChars';
import { MaskedValue } from '../shared/MaskedValue';
import { VirtualList } from '../shared/VirtualList';
import type { PanelProps } from '../types';
import { HttpExchangeRow } from './HttpExchangeRow';
import { type ObjectRow, type StdioLine, type WireLane, wireLanes } from './wireModel';
import './wire.css';

// The wire: what crossed one connection in its transport's own terms. stdio shows its lines byte
// for byte, Streamable HTTP its requests like a browser's network panel, in-memory the objects.

export function WireView({ events, phase }: PanelProps) {
  const lanes = useMemo(() => wireLanes(events), [events]);
  const [chosen, setChosen] = useState<string>();
  const id = useId();
  // The chosen connection, or the first one (replay may go back to before the chosen one existed).
  const lane = lanes.find((l) => l.lane.link === chosen) ?? lanes[0];

  return (
    <Panel
      label="Wire"
      className="run-view wire-panel"
      summary={lane ? `${transportName(lane.lane.transport)} · ${unitCount(lane)}` : undefined}
    >
      {!lane ? (
        <EmptyView
          phase={phase}
          idle={IDLE_TEXT.wire}
          running="Waiting for traffic…"
          done="This run made no MCP connection."
        />
      ) : (
        <>
          {lanes.length > 1 && (
            <div className="view-filters">
              <span className="view-filters__field">
                <label htmlFor={`${id}-lane`}>Connection</label>
                <select id={`${id}-lane`} value={lane.lane.link} onChange={(event) => setChosen(event.target.value)}>
                  {lanes.map((l) => (
                    <option key={l.lane.link} value={l.lane.link}>
                      {l.lane.number}: {showHiddenChars(l.lane.title)} ({transportName(l.lane.transport)})
                    </option>
                  ))}
                </select>
              </span>
            </div>
          )}
          {lane.kind === 'stdio' && <StdioWire lane={lane} live={phase === 'running' || phase === 'replay'} />}
          {lane.kind === 'http' && <HttpWire lane={lane} live={phase === 'running' || phase === 'replay'} />}
          {lane.kind === 'objects' && <ObjectWire lane={lane} live={phase === 'running' || phase === 'replay'} />}
        </>
      )}
    </Panel>
  );
}

function unitCount(lane: WireLane): string {
  const n =
    lane.kind === 'stdio' ? lane.lines.length : lane.kind === 'http' ? lane.requests.length : lane.messages.length;
  const unit = lane.kind === 'stdio' ? 'line' : lane.kind === 'http' ? 'request' : 'message';
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

function StdioWire({ lane, live }: { lane: Extract<WireLane, { kind: 'stdio' }>; live: boolean }) {
  const key = useCallback((line: StdioLine) => String(line.seq), []);
  const render = useCallback((line: StdioLine) => <StdioLineRow line={line} />, []);
  const rowClass = useCallback((line: StdioLine) => `wire-line wire-line--${line.stream}`, []);
  return (
    <>
      <div className="wire__intro">
        <p>
          <strong>stdio</strong>: the client started the server as a simulated child process and speaks to it over its
          stdin and stdout, one JSON-RPC message per line. Every line below is exactly what crossed the pipe;{' '}
          <span className="wire-newline">⏎</span> is the newline that ends it.
        </p>
        {lane.spawn && (
          <p className="wire__command">
            <span aria-hidden="true">$ </span>
            {Object.entries(lane.spawn.env).map(([name, value]) => (
              <span key={name} className="wire__env">
                <ProgramText text={name} />=
                {isCredentialName(name) ? (
                  <MaskedValue value={value} masked={maskCredential(value)} what={name} />
                ) : (
                  <code>
                    <ProgramText text={value} />
                  </code>
                )}
              </span>
            ))}
            <code>{maskCommandLine(lane.spawn.command, lane.spawn.args)}</code>
          </p>
        )}
      </div>
      {lane.lines.length === 0 ? (
        <p className="panel__empty">No line has crossed the pipe yet.</p>
      ) : (
        <VirtualList
          items={lane.lines}
          itemKey={key}
          estimatedHeight={64}
          renderItem={render}
          itemClassName={rowClass}
          label="stdio lines"
          className="wire__list"
          stickToBottom={live}
        />
      )}
    </>
  );
}

function StdioLineRow({ line }: { line: StdioLine }) {
  const body = line.text.endsWith('\n') ? line.text.slice(0, -1) : line.text;
  return (
    <>
      <p className="wire-line__head">
        <span className="wire-line__stream">
          {line.stream === 'stdin' ? 'stdin → server' : line.stream === 'stdout' ? 'stdout → client' : 'stderr (log)'}
        </span>
        <span className="wire-line__bytes">{line.bytes} bytes</span>
        {line.message && (
          <span className="wire-line__message">
            message #{line.message.number}: <ProgramText text={line.message.label} />
          </span>
        )}
      </p>
      <pre className="wire-line__text">
        {line.message ? escapeHiddenChars(body) : <ProgramText text={body} isolate={false} />}
        {line.text.endsWith('\n') && (
          <span className="wire-newline" role="img" aria-label="newline">
            ⏎
          </span>
        )}
      </pre>
    </>
  );
}

function HttpWire({ lane, live }: { lane: Extract<WireLane, { kind: 'http' }>; live: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const key = useCallback((row: (typeof lane.requests)[number]) => row.key, []);
  const render = useCallback(
    (row: (typeof lane.requests)[number]) => <HttpExchangeRow row={row} open={open.has(row.key)} onToggle={toggle} />,
    [open, toggle],
  );
  return (
    <>
      <div className="wire__intro">
        {lane.era.era === 'modern' ? (
          <p>
            <strong>Streamable HTTP</strong>, protocol {lane.era.protocolVersion}: every client message is a POST to one
            endpoint, and each request stands alone, with no session. Open a request to see its headers:{' '}
            <code>Mcp-Method</code>, <code>Mcp-Name</code> and the protocol version travel there, and so does the
            credential.
          </p>
        ) : (
          <p>
            <strong>Streamable HTTP</strong>: every client message is a POST to one endpoint; answers come back as JSON
            or as a stream of Server-Sent Events. Open a request to see its headers — the session id and the protocol
            version travel there, and so does the credential.
          </p>
        )}
        {lane.requests.some((row) => row.auth) && (
          <p>
            Rows marked <strong>OAuth</strong> are this client's authorization requests, made by the SDK's auth flow
            when the server asked for a token: the metadata it discovered and the token requests. The codes, verifiers
            and tokens in their bodies are masked.
          </p>
        )}
      </div>
      {lane.requests.length === 0 ? (
        <p className="panel__empty">No HTTP request yet.</p>
      ) : (
        <VirtualList
          items={lane.requests}
          itemKey={key}
          estimatedHeight={44}
          renderItem={render}
          itemClassName={() => 'http-row'}
          label="HTTP requests"
          className="wire__list"
          stickToBottom={live}
        />
      )}
    </>
  );
}

function ObjectWire({ lane, live }: { lane: Extract<WireLane, { kind: 'objects' }>; live: boolean }) {
  const key = useCallback((row: ObjectRow) => String(row.seq), []);
  const render = useCallback(
    ({ row, text }: ObjectRow) => (
      <>
        <p className="wire-line__head">
          <span className="wire-line__stream">
            <ProgramText text={row.from} /> → <ProgramText text={row.to} />
          </span>
          <span className="wire-line__message">
            message #{row.number}: <ProgramText text={messageLabel(row)} />
          </span>
        </p>
        <JsonBlock text={text} className="wire-object" label={`Message ${row.number} as passed`} />
      </>
    ),
    [],
  );
  return (
    <>
      <div className="wire__intro">
        {lane.untracedHttp ? (
          <p>
            <strong>Streamable HTTP</strong>, its HTTP requests not traced: the program hands the SDK's client transport
            a <code>fetch</code> of its own, so the trace holds the JSON-RPC messages but not the requests and responses
            that carried them. These are the messages as each side handed them over.
          </p>
        ) : (
          <p>
            <strong>{lane.lane.transport === 'in-memory' ? 'In-memory' : 'Custom transport'}</strong>: client and server
            live in the same page, and the transport hands each message object to the other side as it is. Nothing is
            serialized, so there are no bytes to show — these are the objects as passed.
          </p>
        )}
      </div>
      {lane.messages.length === 0 ? (
        <p className="panel__empty">No message has been passed yet.</p>
      ) : (
        <VirtualList
          items={lane.messages}
          itemKey={key}
          estimatedHeight={84}
          renderItem={render}
          itemClassName={() => 'wire-line'}
          label="Messages as passed"
          className="wire__list"
          stickToBottom={live}
        />
      )}
    </>
  );
}
