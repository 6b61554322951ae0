import { CloseIcon, InfoIcon } from '../icons';

interface ReplaceNoticeProps {
  message: string;
  onUndo(): void;
  onDismiss(): void;
}

/** Said after Reset or Solve replaced the learner's code: the old code is one click away. */
export function ReplaceNotice({ message, onUndo, onDismiss }: ReplaceNoticeProps) {
  return (
    <div className="inline-notice" role="status">
      <InfoIcon />
      <span className="inline-notice__text">{message}</span>
      <button type="button" className="button button--small" onClick={onUndo}>
        Undo
      </button>
      <button type="button" className="icon-button" aria-label="Dismiss" title="Dismiss" onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
