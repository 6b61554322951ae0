import { CloseIcon } from '../icons';

/** A dialog's title, which names it (`titleId` for its aria-labelledby), and its Close button. */
export function ModalDialogHeader({
  titleId,
  title,
  onClose,
  className = 'modal-dialog__header',
}: {
  titleId: string;
  title: string;
  onClose(): void;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="icon-button" aria-label="Close" title="Close (Escape)" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
