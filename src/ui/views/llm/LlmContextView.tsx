import { useId, useMemo } from 'react';
import { contentText } from '../../../runtime/trace/query';
import { Panel } from '../../shell/Panel';
import { EmptyView } from '../shared/EmptyView';
import { IDLE_TEXT } from '../idleTexts';
import { JsonBlock } from '../shared/JsonBlock';
import { ProgramText } from '../shared/ProgramText';
import { showHiddenChars } from '../shared/hiddenChars';
import { MaskedValue } from '../shared/MaskedValue';
import { LockIcon, WarningIcon } from '../shared/viewIcons';
import { placeOfLeak } from '../shared/credentials';
import type { PanelProps } from '../types';
import {
  llmContextOf,
  type BoundaryGroup,
  type BoundaryValue,
  type ContextItem,
  type ContextLeak,
  type HostContext,
  type ModelTool,
} from './contextModel';
import { TOKENIZER_NAME, useTokenCounts } from './tokenCounts';
import './llm.css';

// What the model receives, entry by entry, exactly as the host built it; beside it, what the run
// used that never reaches the model. A marked secret inside the context is announced loudly.

export function LlmContextView({ events, phase, label = 'LLM context' }: PanelProps) {
  const model = useMemo(() => llmContextOf(events), [events]);
  const { hosts, boundary, leaksIntoContext, leaksElsewhere } = model;
  const nothing = hosts.length === 0 && boundary.length === 0;
  const id = useId();

  return (
    <Panel
      label={label}
      className="run-view llm-panel"
      summary={
        hosts.length > 0
          ? `${hosts.length === 1 ? hosts[0].host : `${hosts.length} hosts`} · ${hosts.reduce((n, h) => n + h.items.length, 0)} entries`
          : undefined
      }
    >
      {leaksIntoContext.length > 0 && <LeakAlert leaks={leaksIntoContext} />}
      {nothing && phase !== 'done' && phase !== 'replay' ? (
        <EmptyView phase={phase} idle={IDLE_TEXT.llm} running="Waiting for the host to build a context…" done="" />
      ) : (
        <div className="llm">
          <section className="llm__side llm__side--model" aria-labelledby={`${id}-model`}>
            <h3 id={`${id}-model`} className="llm__heading">
              Sent to the model
            </h3>
            {hosts.length === 0 ? (
              <div className="view-note">
                <p>
                  <strong>No model is involved in this run.</strong> The code drives an MCP client and server itself,
                  with no host from <code>mcp-tour/host</code>, so nothing is sent to an LLM.
                </p>
                <p>
                  In an application, the host sits above the client: it lists the tools, gives them to its model, and
                  calls what the model asks for.
                </p>
              </div>
            ) : (
              hosts.map((host) => <HostContextList key={host.host} host={host} several={hosts.length > 1} />)
            )}
          </section>
          <section className="llm__side llm__side--boundary" aria-labelledby={`${id}-boundary`}>
            <h3 id={`${id}-boundary`} className="llm__heading">
              <LockIcon /> Never sent to the model
            </h3>
            {boundary.length === 0 ? (
              <p className="llm__quiet">This run used no environment, HTTP headers or credentials.</p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one finished run never move
              boundary.map((group, index) => <BoundaryList key={index} group={group} />)
            )}
            {leaksElsewhere.length > 0 && (
              <ul className="llm__elsewhere">
                {leaksElsewhere.map((leak) => (
                  <li key={leak.seq}>
                    <WarningIcon /> Secret “{leak.label}” appeared in {placeOfLeak(leak.where)} (event {leak.inEvent}).
                    It did not reach the model, but URLs end up in logs and histories.
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Panel>
  );
}

function LeakAlert({ leaks }: { leaks: readonly ContextLeak[] }) {
  return (
    <div className="view-alert" role="alert">
      <WarningIcon />
      <div>
        <p className="view-alert__title">A secret reached the model's context.</p>
        <ul>
          {leaks.map((leak) => (
            <li key={`${leak.seq}-${leak.label}`}>
              “{leak.label}” is in {leak.where} (host {leak.host}, event {leak.seq}).
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function HostContextList({ host, several }: { host: HostContext; several: boolean }) {
  const entries = useMemo(() => host.items.map((item) => item.entry), [host.items]);
  const tokens = useTokenCounts(entries);
  return (
    <div className="llm__host">
      {several && <h4 className="llm__host-name">Host {host.host}</h4>}
      <p className="llm__tokens">
        {tokens
          ? `≈ ${tokens.reduce((sum, n) => sum + n, 0).toLocaleString('en-US')} tokens in all`
          : 'Counting tokens…'}{' '}
        <span className="llm__tokens-note">
          (an estimate with the {TOKENIZER_NAME} tokenizer; other models count differently)
        </span>
      </p>
      <ol className="llm__entries" aria-label={`Context of ${host.host}`}>
        {host.items.map((item, index) => (
          <li
            key={item.seq}
            className={`llm-entry llm-entry--${item.entry.type}${item.leaks.length ? ' llm-entry--leak' : ''}`}
          >
            <ContextEntry item={item} tokens={tokens?.[index]} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function ContextEntry({ item, tokens }: { item: ContextItem; tokens?: number }) {
  const { entry } = item;
  const leak = item.leaks.length > 0 && (
    <p className="llm-entry__leak">
      <WarningIcon /> Contains the secret {item.leaks.map((l) => `“${l.label}”`).join(', ')}
    </p>
  );
  switch (entry.type) {
    case 'system':
    case 'user':
    case 'assistant':
      return (
        <>
          <EntryHead
            tokens={tokens}
            kind={entry.type === 'system' ? 'System' : entry.type === 'user' ? 'User' : 'Model'}
          />
          {leak}
          <p className="llm-entry__text">
            <ProgramText text={entry.text} isolate={false} />
          </p>
        </>
      );
    case 'tools':
      return (
        <>
          <EntryHead
            tokens={tokens}
            kind="Tools"
            detail={`${entry.tools.length} ${entry.tools.length === 1 ? 'tool' : 'tools'}, as the model sees them`}
          />
          {leak}
          <ul className="card-list">
            {entry.tools.map((tool) => (
              <ToolEntry key={tool.name} tool={tool} />
            ))}
          </ul>
        </>
      );
    case 'tool-call':
      return (
        <>
          <EntryHead
            tokens={tokens}
            kind="Tool call"
            detail={showHiddenChars(`${entry.id}${item.server ? ` → ${item.server}` : ''}`)}
          />
          {leak}
          <p className="llm-entry__name">
            <ProgramText text={entry.name} />
          </p>
          <JsonBlock value={entry.arguments} label={`Arguments of ${showHiddenChars(entry.name)}`} />
        </>
      );
    case 'tool-result': {
      const text = contentText(entry.content);
      return (
        <>
          <EntryHead
            tokens={tokens}
            kind={entry.isError ? 'Tool result · isError' : 'Tool result'}
            detail={showHiddenChars(`${entry.id} · ${entry.name}${item.server ? ` · from ${item.server}` : ''}`)}
          />
          {leak}
          {text ? (
            <p className="llm-entry__text llm-entry__text--mono">
              <ProgramText text={text} isolate={false} />
            </p>
          ) : (
            <JsonBlock value={entry.content} label="Result content" />
          )}
        </>
      );
    }
  }
}

function EntryHead({ kind, detail, tokens }: { kind: string; detail?: string; tokens?: number }) {
  return (
    <p className="llm-entry__head">
      <span className="llm-entry__kind">{kind}</span>
      {detail && <span className="llm-entry__detail">{detail}</span>}
      {tokens !== undefined && (
        <span className="llm-entry__tokens">
          ≈ {tokens.toLocaleString('en-US')} {tokens === 1 ? 'token' : 'tokens'}
        </span>
      )}
    </p>
  );
}

function ToolEntry({ tool }: { tool: ModelTool }) {
  return (
    <li className="llm-tool">
      <p className="llm-tool__name">
        <ProgramText text={tool.name} />
      </p>
      {tool.description !== undefined ? (
        <p className="llm-tool__description">
          <ProgramText text={tool.description} isolate={false} />
        </p>
      ) : (
        <p className="llm__quiet">No description.</p>
      )}
      <details className="llm-tool__schema">
        <summary>input_schema</summary>
        <JsonBlock value={tool.input_schema} label={`Input schema of ${showHiddenChars(tool.name)}`} />
      </details>
    </li>
  );
}

function BoundaryList({ group }: { group: BoundaryGroup }) {
  return (
    <div className={`llm-boundary llm-boundary--${group.kind}`}>
      <p className="llm-boundary__title">
        <ProgramText text={group.title} isolate={false} />
        {group.lane && <span className="llm-boundary__lane"> · connection {group.lane.number}</span>}
      </p>
      {group.values.length > 0 && <BoundaryValues values={group.values} />}
      {group.requests && (
        <ol className="llm-boundary__requests" aria-label={showHiddenChars(group.title)}>
          {group.requests.map((request) => (
            <li key={request.title}>
              <details className="llm-boundary__request">
                <summary>
                  <ProgramText text={request.title} isolate={false} />
                  <span className="llm-boundary__count">
                    {' '}
                    · {request.values.length} {request.values.length === 1 ? 'header' : 'headers'}
                    {request.values.some((value) => value.masked !== undefined) ? ' · a credential' : ''}
                  </span>
                </summary>
                <BoundaryValues values={request.values} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function BoundaryValues({ values }: { values: readonly BoundaryValue[] }) {
  return (
    <dl className="name-values llm-boundary__values">
      {values.map((value) => (
        <div key={`${value.name}=${value.value}`} className="name-values__row">
          <dt>
            <ProgramText text={value.name} />
          </dt>
          <dd>
            {value.masked !== undefined ? (
              <MaskedValue value={value.value} masked={value.masked} what={value.name} />
            ) : (
              <code>
                <ProgramText text={value.value} />
              </code>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
