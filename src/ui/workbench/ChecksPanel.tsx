import type { CheckResult, CheckStatus } from '../../lessons/checks';
import { FailIcon, PassIcon, PendingIcon, SpinnerIcon } from '../icons';
import { Panel } from './Panel';

interface ChecksPanelProps {
  results: readonly CheckResult[];
  running: boolean;
}

const STATUS_TEXT: Record<CheckStatus, string> = { pass: 'Passed', fail: 'Failed', pending: 'Not run yet' };

export function ChecksPanel({ results, running }: ChecksPanelProps) {
  const passed = results.filter((result) => result.status === 'pass').length;
  const evaluated = results.some((result) => result.status !== 'pending');
  return (
    <Panel label="Checks" className="checks-panel" summary={evaluated ? `${passed} of ${results.length} passed` : undefined}>
      {results.length === 0 ? (
        <p className="panel__empty">This lesson has no checks: run the code and read what it does.</p>
      ) : (
        <ul className="checks">
          {results.map((result) => (
            <li key={result.id} className={`check check--${result.status}`} data-status={result.status}>
              <span className="check__status">
                {result.status === 'pending' && running ? <SpinnerIcon /> : <StatusIcon status={result.status} />}
                <span className="check__status-text">{result.status === 'pending' && running ? 'Checking' : STATUS_TEXT[result.status]}</span>
              </span>
              <div className="check__body">
                <p className="check__title">{result.title}</p>
                {result.message && <p className="check__message">{result.message}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function StatusIcon({ status }: { status: CheckStatus }) {
  if (status === 'pass') return <PassIcon />;
  if (status === 'fail') return <FailIcon />;
  return <PendingIcon />;
}
