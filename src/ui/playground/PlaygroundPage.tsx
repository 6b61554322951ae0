import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EmbedButton } from '../embed/EmbedButton';
import { useDebounced } from '../hooks/useDebounced';
import { useRunShortcut } from '../hooks/useRunShortcut';
import { pageRunner } from '../run/pageRunner';
import { useRunSession } from '../run/useRunSession';
import { EditorPanel } from '../workbench/EditorPanel';
import { errorMarkers } from '../workbench/errorMarkers';
import { RunViews } from '../views/RunViews';
import { RunControls } from '../workbench/RunControls';
import { playgroundSavedText } from '../editor/statusText';
import { codeHash, readCodeHash, shareLink } from './codeHash';
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

  // Ctrl+S: the code goes into the address bar, and its share link onto the clipboard.
  const save = useCallback(async () => {
    share();
    const copied = await navigator.clipboard.writeText(shareLink(latest.current)).then(() => true, () => false);
    return playgroundSavedText(copied);
  }, [share]);

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
        <EmbedButton subject={() => ({ kind: 'code', code: latest.current })} />
      </div>

      {unreadable && (
        <div className="alert" role="alert">
          <strong>This link's code could not be read,</strong> so the default example is shown. Nothing was lost: the link is unchanged
          in your address bar until you edit the code here.
        </div>
      )}

      <div className="playground__panes">
        <div className="playground__editor">
          <EditorPanel value={code} onChange={edit} markers={markers} onRun={runCode} onSave={save} saveDoes="Save the code in the address bar and copy its share link" running={session.running} label="Playground code" loadMonaco={session.ready ? 'idle' : 'never'} />
        </div>
        <div className="playground__output">
          <RunViews events={session.events} running={session.running} record={session.record} />
        </div>
      </div>
    </div>
  );
}
