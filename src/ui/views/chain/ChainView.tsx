import { useMemo, useState, type CSSProperties } from 'react';
import { Panel } from '../../shell/Panel';
import { transportName } from '../shared/describeEvent';
import { shortEndpoint } from '../shared/lanes';
import { EmptyView } from '../shared/EmptyView';
import { ProgramText } from '../shared/ProgramText';
import { showHiddenChars } from '../shared/hiddenChars';
import { EraBadge } from '../shared/EraBadge';
import { IDLE_TEXT } from '../idleTexts';
import type { PanelProps } from '../types';
import { type Chain, chainOf, type ChainActivity, type ChainLane, type ChainNodeId } from './chainModel';
import { eraText, hopSentences, nodeFacts, type NodeFacts } from './chainText';
import { LanePager } from './LanePager';
import { lanePage } from './lanePages';
import './chain.css';

// The run as a teacher draws it: Host → Client → Transport → Server → API, one lane per
// connection. The latest event lights its hop and a message travels along it. The diagram is
// lists of text underneath, and "As text" spells out every hop with its counts.

export function ChainView({ events, phase }: PanelProps) {
  const chain = useMemo(() => chainOf(events), [events]);
  const [asText, setAsText] = useState(false);
  const [pageWanted, setPage] = useState(0);
  const { lanes, active } = chain;
  // Thousands of connections: a page of them is drawn, the diagram and the text alike.
  const page = lanePage(lanes.length, pageWanted);
  const shownLanes = page.pages > 1 ? lanes.slice(page.start, page.end) : lanes;
  const activeIndex = active ? lanes.findIndex((lane) => lane.lane.link === active.link) : -1;

  return (
    <Panel
      label="Chain"
      className="run-view chain-panel"
      summary={lanes.length > 0 ? `${lanes.length} ${lanes.length === 1 ? 'connection' : 'connections'}` : undefined}
      actions={
        lanes.length > 0 && (
          <button
            type="button"
            className="button button--small"
            aria-pressed={asText}
            onClick={() => setAsText((shown) => !shown)}
          >
            As text
          </button>
        )
      }
    >
      {lanes.length === 0 ? (
        <EmptyView
          phase={phase}
          idle={IDLE_TEXT.chain}
          running="Waiting for a connection…"
          done="This run made no MCP connection."
        />
      ) : (
        <>
          {page.pages > 1 && <LanePager page={page} total={lanes.length} activeIndex={activeIndex} onPage={setPage} />}
          {asText ? (
            <HopList lanes={shownLanes} withApi={chain.nodes.includes('api')} />
          ) : (
            <ChainLanes chain={chain} lanes={shownLanes} />
          )}
        </>
      )}
      {lanes.length > 0 && (
        <p className="chain__caption">
          {active ? (
            <>
              <span className="chain__caption-label">Now</span> <ProgramText text={active.text} isolate={false} />
              {page.pages > 1 && activeIndex >= 0 && <> (connection {activeIndex + 1})</>}
            </>
          ) : (
            'Nothing has crossed the chain yet.'
          )}
        </p>
      )}
    </Panel>
  );
}

/** The lanes of one page, side by side, and what the code did outside any connection. */
function ChainLanes({ chain, lanes }: { chain: Chain; lanes: readonly ChainLane[] }) {
  const { active } = chain;
  return (
    <div className="chain">
      <ol className="chain__lanes" aria-label="Connections" style={{ '--lanes': lanes.length } as CSSProperties}>
        {lanes.map((lane) => (
          <LaneColumn
            key={lane.lane.link}
            lane={lane}
            nodes={chain.nodes}
            active={active?.link === lane.lane.link ? active : undefined}
          />
        ))}
      </ol>
      {chain.strayApiCalls > 0 && (
        <p className="chain__note">
          {chain.strayApiCalls} API {chain.strayApiCalls === 1 ? 'call was' : 'calls were'} made outside any tool
          handler, by the code itself.
        </p>
      )}
    </div>
  );
}

function LaneColumn({
  lane,
  nodes,
  active,
}: {
  lane: ChainLane;
  nodes: readonly ChainNodeId[];
  active?: ChainActivity;
}) {
  return (
    <li className="chain__lane">
      <h3 className="chain__lane-title">
        <span className="chain__lane-number">Connection {lane.lane.number}</span>
        <span className="chain__lane-name">
          <ProgramText text={lane.lane.title} />
        </span>
        <EraBadge era={lane.era} className="chain__era" />
      </h3>
      <ol className="chain__nodes" aria-label={`Connection ${lane.lane.number}: ${showHiddenChars(lane.lane.title)}`}>
        {nodes.map((node, index) => (
          <li key={node} className={`chain__step chain__step--${node}`}>
            {index > 0 && <Hop lane={lane} from={nodes[index - 1]} to={node} active={active} />}
            <NodeBox facts={nodeFacts(lane, node)} lit={isLit(active, node)} />
          </li>
        ))}
      </ol>
    </li>
  );
}

function NodeBox({ facts, lit }: { facts: NodeFacts; lit: boolean }) {
  return (
    <div className={`chain__node${lit ? ' chain__node--lit' : ''}${facts.absent ? ' chain__node--absent' : ''}`}>
      <span className="chain__role">{facts.role}</span>
      <strong className="chain__name">
        <ProgramText text={facts.name} />
      </strong>
      {facts.detail && (
        <span className="chain__detail">
          <ProgramText text={facts.detail} isolate={false} />
        </span>
      )}
      {facts.counts.length > 0 && (
        <ul className="chain__counts">
          {facts.counts.map((count) => (
            <li key={count.text} className={`chain__count chain__count--${count.tone}`}>
              {count.text}
            </li>
          ))}
        </ul>
      )}
      {facts.note && (
        <span className={`chain__result chain__result--${facts.note.tone}`}>
          <ProgramText text={facts.note.text} isolate={false} />
        </span>
      )}
    </div>
  );
}

/** The connector between two stops, drawn only: the node texts already say what crossed it. */
function Hop({
  lane,
  from,
  to,
  active,
}: {
  lane: ChainLane;
  from: ChainNodeId;
  to: ChainNodeId;
  active?: ChainActivity;
}) {
  const stoppedHere = from === 'host' && lane.host.refused.length > 0;
  const travelling =
    active?.kind === 'hop' &&
    ((active.from === from && active.to === to) || (active.from === to && active.to === from));
  const direction = travelling && active.from === to ? 'up' : 'down';
  const refusedNow = travelling && active.stopped;
  const className = [
    'chain__hop',
    travelling && 'chain__hop--active',
    travelling && `chain__hop--${direction}`,
    (stoppedHere || refusedNow) && 'chain__hop--stopped',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} aria-hidden="true">
      <span className="chain__line" />
      {travelling && (
        <span key={active.seq} className={`chain__packet${refusedNow ? ' chain__packet--stopped' : ''}`} />
      )}
      {(stoppedHere || refusedNow) && <span className="chain__stop">✕ refused by the host</span>}
    </div>
  );
}

function isLit(active: ChainActivity | undefined, node: ChainNodeId): boolean {
  if (!active) return false;
  if (active.kind === 'node') return active.node === node;
  return active.stopped ? node === 'host' : active.to === node;
}

function HopList({ lanes, withApi }: { lanes: readonly ChainLane[]; withApi: boolean }) {
  return (
    <ol className="chain-text" aria-label="Connections as text">
      {lanes.map((lane) => (
        <li key={lane.lane.link}>
          <h3 className="chain-text__title">
            Connection {lane.lane.number}: <ProgramText text={lane.lane.title} /> ({transportName(lane.lane.transport)}
            {lane.lane.endpoint ? `, ${shortEndpoint(lane.lane.endpoint)}` : ''}
            {eraText(lane) ? `; ${eraText(lane)}` : ''})
          </h3>
          <ol className="chain-text__hops">
            {hopSentences(lane, withApi).map((sentence) => (
              <li key={sentence}>
                <ProgramText text={sentence} isolate={false} />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
