import { useId } from 'react';
import { STARTING_POINTS, type StartingPoint } from './startingPoints';
import { ModalDialogHeader } from '../shell/ModalDialogHeader';
import { useModalDialog } from '../shell/useModalDialog';
import '../shell/modalDialog.css';

// "New" asks where to start: SDK 1.x, or SDK v2 in either protocol era. A modal <dialog> (as the
// Embed dialog): focus stays inside, Escape closes, the caller puts focus back on New.

export function NewSnippetDialog({ onChoose, onClose }: { onChoose(point: StartingPoint): void; onClose(): void }) {
  const dialog = useModalDialog('.starting-point');
  const titleId = useId();

  return (
    <dialog ref={dialog} className="modal-dialog new-snippet-dialog" aria-labelledby={titleId} onClose={onClose}>
      <ModalDialogHeader titleId={titleId} title="Start a new snippet" onClose={() => dialog.current?.close()} />
      <p>Two SDK generations are in use today. Your snippets stay in the Recent list.</p>
      <ul className="starting-points">
        {STARTING_POINTS.map((point) => (
          <li key={point.id}>
            <button
              type="button"
              className="starting-point"
              aria-describedby={`${titleId}-${point.id}`}
              onClick={() => {
                onChoose(point);
                dialog.current?.close();
              }}
            >
              <span className="starting-point__title">{point.title}</span>
              <span id={`${titleId}-${point.id}`} className="starting-point__note">
                {point.note}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
