import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebounced } from '../hooks/useDebounced';
import { useRunShortcut } from '../hooks/useRunShortcut';
import { pageRunner } from '../run/pageRunner';
import { useRunSession } from '../run/useRunSession';
import { ConsolePanel } from '../workbench/ConsolePanel';
import { EditorPanel } from '../workbench/EditorPanel';
import { errorMarkers } from '../workbench/errorMarkers';
import { MessagesPanel } from '../workbench/MessagesPanel';
import { RunControls } from '../workbench/RunControls';
import { codeHash, readCodeHash } from './codeHash';
import { DEFAULT_EXAMPLE } from './defaultExample';
import { ShareButton } from './ShareButton';
import './playground.css';

const HASH_DELAY_MS = 300;

interface Opened {
  code: string;
  unreadable: boolean;
}

function openHash(hash: string): Opened {
  const read = readCodeHash(hash);
  return read.kind === 'code' ? { code: read.code, unreadable: false } : { code: DEFAULT_EXAMPLE, unreadable: read.kind === 'unreadable' };
}

export function PlaygroundPage() {
  const [opened] = useState(() => openHash(window.location.hash));
  const [code, setCode] = useState(opened.code);
  const [unreadable, setUnreadable] = useState(opened.unreadable);
  const latest = useRef(code);
  latest.current = code;

  const session = useRunSession(pageRunner());
  const markers = useMemo(() => errorMarkers(session.record), [session.record]);

  const writeHash = useCallback((value: string) => history.replaceState(history.state, '', codeHash(value)), []);
  const writeHashLater = useDebounced(writeHash, HASH_DELAY_MS);

  const edit = useCallback(
    (value: string) => {
      latest.current = value;
      setCode(value);
      setUnreadable(false);
      writeHashLater(value);
    },
    [writeHashLater],
  );

  // A link pasted into this tab's address bar changes only the hash: open its code too.
  useEffect(() => {
    const onHashChange = () => {
      const next = openHash(window.location.hash);
      latest.current = next.code;
      setCode(next.code);
      setUnreadable(next.unreadable);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // Sharing puts the code in the address bar too, replacing a link that could not be read.
  const share = useCallback(() => {
    writeHash(latest.current);
    setUnreadable(false);
  }, [writeHash]);

  const { run } = session;
  const runCode = useCallback(() => void run(latest.current), [run]);
  useRunShortcut(() => session.ready && runCode());

  return (
    <div className="playground">
      <h1 className="visually-hidden">Playground</h1>
      <div className="workbench__toolbar">
        <RunControls
          ready={session.ready}
          running={session.running}
          record={session.record}
          timeLimitMs={session.timeLimitMs}
          onRun={runCode}
          onStop={session.stop}
        />
        <span className="workbench__spacer" />
        <ShareButton code={() => latest.current} onShare={share} />
      </div>

      {unreadable && (
        <div className="alert" role="alert">
          <strong>This link's code could not be read,</strong> so the default example is shown. Nothing was lost: the link is unchanged
          in your address bar until you edit the code here.
        </div>
      )}

      <div className="playground__panes">
        <div className="playground__editor">
          <EditorPanel value={code} onChange={edit} markers={markers} onRun={runCode} onSave={() => writeHash(latest.current)} label="Playground code" loadMonaco={session.ready ? 'idle' : 'never'} />
        </div>
        <div className="playground__output">
          <ConsolePanel events={session.events} record={session.record} running={session.running} />
          <MessagesPanel events={session.events} running={session.running} hasRun={session.record !== undefined} />
        </div>
      </div>
    </div>
  );
}
