import type { ReactNode } from 'react';
import type { CheckResult } from '../../lessons/checks';
import { FailIcon, ObservedIcon, PassIcon, PendingIcon, SpinnerIcon } from '../icons';
import { Panel } from '../shell/Panel';
import { requestReplayTo } from '../views/replay/replayRequests';

interface ChecksPanelProps {
  results: readonly CheckResult[];
  running: boolean;
  /** Said above the list once every check passes (the lesson's success message), in the panel's flow. */
  done?: ReactNode;
}

// A check that observes (the starter already passes it) is shown as "Observed", not "Passed": it
// is something to watch happen, not the learner's achievement. data-status stays pass/fail/pending
// for every check (a public contract); data-kind tells the two kinds apart.

export function ChecksPanel({ results, running, done }: ChecksPanelProps) {
  const evaluated = results.some((result) => result.status !== 'pending');
  return (
    <Panel label="Checks" className="checks-panel" summary={evaluated ? checksSummary(results) : undefined}>
      {done}
      {results.length === 0 ? (
        <p className="panel__empty">This lesson has no checks: run the code and read what it does.</p>
      ) : (
        <ul className="checks">
          {results.map((result) => {
            const observed = result.kind === 'observes' && result.status === 'pass';
            return (
              <li
                key={result.id}
                className={`check check--${result.status}${observed ? ' check--observed' : ''}`}
                data-status={result.status}
                data-kind={result.kind}
              >
                <span className="check__status">
                  {result.status === 'pending' && running ? <SpinnerIcon /> : <StatusIcon result={result} />}
                  <span className="check__status-text">{statusText(result, running)}</span>
                </span>
                <div className="check__body">
                  <p className="check__title">{result.title}</p>
                  {observed && (
                    <p className="check__note">The starter already does this: watch it happen in the views.</p>
                  )}
                  {result.message && (
                    <p className="check__message">
                      <MessageText text={result.message} linked={!running} />
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** A message with each "event #19" as a button that replays the run to that event. */
function MessageText({ text, linked }: { text: string; linked: boolean }) {
  if (!linked) return text;
  const parts = text.split(/(event #\d+)/);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    const seq = /^event #(\d+)$/.exec(part)?.[1];
    if (!seq) return part;
    return (
      <button
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
        key={index}
        type="button"
        className="check__event"
        onClick={() => requestReplayTo(Number(seq))}
        title={`Replay the run up to event ${seq}`}
      >
        {part}
      </button>
    );
  });
}

function statusText(result: CheckResult, running: boolean): string {
  if (result.status === 'pending') return running ? 'Checking' : 'Not run yet';
  if (result.status === 'fail') return 'Failed';
  return result.kind === 'observes' ? 'Observed' : 'Passed';
}

/** "2 of 3 passed, 2 of 2 observed": what the learner earned, then what the run only showed. */
export function checksSummary(results: readonly CheckResult[]): string {
  const earned = results.filter((r) => r.kind !== 'observes');
  const observed = results.filter((r) => r.kind === 'observes');
  const passed = earned.filter((r) => r.status === 'pass').length;
  const seen = observed.filter((r) => r.status === 'pass').length;
  if (earned.length === 0) return `${seen} of ${observed.length} observed`;
  return `${passed} of ${earned.length} passed${observed.length ? `, ${seen} of ${observed.length} observed` : ''}`;
}

function StatusIcon({ result }: { result: CheckResult }) {
  if (result.status === 'pass') return result.kind === 'observes' ? <ObservedIcon /> : <PassIcon />;
  if (result.status === 'fail') return <FailIcon />;
  return <PendingIcon />;
}
