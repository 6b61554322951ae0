import type { RunPhase } from '../types';

const REPLAY_TEXT = 'Nothing yet at this step of the replay.';

/** What a view says when it has nothing to show, in the words of the run's phase. */
export function EmptyView({
  phase = 'idle',
  idle,
  running,
  done,
}: {
  phase?: RunPhase;
  idle: string;
  running: string;
  done: string;
}) {
  const text = phase === 'running' ? running : phase === 'done' ? done : phase === 'replay' ? REPLAY_TEXT : idle;
  return <p className="panel__empty">{text}</p>;
}
