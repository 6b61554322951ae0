import { useId, useState } from 'react';
import { ModalDialogHeader } from '../../shell/ModalDialogHeader';
import { Tabs } from '../../shell/Tabs';
import { useModalDialog } from '../../shell/useModalDialog';
import { panelsById } from '../../views/panels';
import { runStatusText } from '../../workbench/runErrorText';
import type { PanelId } from '../../views/types';
import type { NumberedRun } from './useRunPin';
import '../../shell/modalDialog.css';
import '../../views/viewTabs.css';
import './runCompare.css';

// The pinned run beside the latest one, one view at a time: the same run views the workbench shows
// (Messages, LLM context, Console), each given the run's own events, so both sides are derived
// exactly as the panels derive them. Side by side on a wide screen, one above the other on a phone.

const VIEWS: readonly PanelId[] = ['messages', 'llm', 'console'];

interface RunCompareDialogProps {
  pinned: NumberedRun;
  latest: NumberedRun;
  onClose(): void;
}

export default function RunCompareDialog({ pinned, latest, onClose }: RunCompareDialogProps) {
  const dialog = useModalDialog('[role="tab"][aria-selected="true"]');
  const titleId = useId();
  const [selected, setSelected] = useState<PanelId>('messages');
  const tabs = panelsById(VIEWS).map(({ id, label, Component }) => ({
    id,
    label,
    render: () => (
      <div className="run-compare__sides">
        {[
          { run: pinned, role: 'pinned' },
          { run: latest, role: 'latest' },
        ].map(({ run, role }) => (
          <div key={role} className={`run-compare__side run-compare__side--${role}`}>
            <p className="run-compare__caption">
              <span className="run-compare__tag">{role === 'pinned' ? 'Pinned' : 'Latest'}</span> Run {run.number}
              <span className="run-compare__outcome"> · {runStatusText(run.record, run.timeLimitMs)}</span>
            </p>
            <Component events={run.record.events} phase="done" label={`${label} · ${role} run ${run.number}`} />
          </div>
        ))}
      </div>
    ),
  }));

  return (
    <dialog ref={dialog} className="modal-dialog run-compare" aria-labelledby={titleId} onClose={onClose}>
      <ModalDialogHeader
        titleId={titleId}
        title={`Run ${pinned.number} (pinned) and run ${latest.number}`}
        onClose={() => dialog.current?.close()}
      />
      <Tabs<PanelId> tabs={tabs} label="Compare in" className="view-tabs" selected={selected} onSelect={setSelected} />
    </dialog>
  );
}
