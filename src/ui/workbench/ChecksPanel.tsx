import type { CheckResult } from '../../lessons/checks';
import { FailIcon, ObservedIcon, PassIcon, PendingIcon, SpinnerIcon } from '../icons';
import { Panel } from '../shell/Panel';

interface ChecksPanelProps {
  results: readonly CheckResult[];
  running: boolean;
}

// A check that observes (the starter already passes it) is shown as "Observed", not "Passed": it
// is something to watch happen, not the learner's achievement. data-status stays pass/fail/pending
// for every check (a public contract); data-kind tells the two kinds apart.

export function ChecksPanel({ results, running }: ChecksPanelProps) {
  const evaluated = results.some((result) => result.status !== 'pending');
  return (
    <Panel label="Checks" className="checks-panel" summary={evaluated ? summaryOf(results) : undefined}>
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
                  {result.message && <p className="check__message">{result.message}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function statusText(result: CheckResult, running: boolean): string {
  if (result.status === 'pending') return running ? 'Checking' : 'Not run yet';
  if (result.status === 'fail') return 'Failed';
  return result.kind === 'observes' ? 'Observed' : 'Passed';
}

/** "2 of 3 passed, 2 observed": what the learner earned, then what the run only showed. */
function summaryOf(results: readonly CheckResult[]): string {
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
