import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog for messages that need an answer (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop and the × button close it (off for dialogs that must be answered by a button). */
  dismissible?: boolean;
  size?: 'sm' | 'md';
  icon?: ReactNode;
}

/** Whether a mouse event on the dialog itself landed on its ::backdrop (outside the panel's box). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * Centred modal on the native `<dialog>`: `showModal()` puts it in the top layer, makes the page behind
 * it inert (Tab stays inside) and turns Esc into a `cancel` event, which asks the owner through `onClose`
 * (the owner decides, as before). Focus moves to the first field or button on open and returns on close.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  dismissible = true,
  size = 'sm',
  icon,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();

    // Esc: the owner closes it (or keeps it, e.g. a dialog that must be answered).
    function onCancel(event: Event) {
      event.preventDefault();
      onCloseRef.current();
    }
    // The browser may close it anyway (a repeated Esc without user activation): tell the owner and show it
    // again; an owner that closes it unmounts it right after.
    function onNativeClose() {
      onCloseRef.current();
      if (dialog!.isConnected && !dialog!.open) dialog!.showModal();
    }
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className={`modal modal-${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onMouseDown={(event) => {
        if (!dismissible || !onBackdrop(event)) return;
        // No focus change from the press itself: focus goes back to where it was before the modal opened.
        event.preventDefault();
        onClose();
      }}
    >
      {icon ? <div className="modal-icon">{icon}</div> : null}
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div id={bodyId} className="modal-body">
        {children}
      </div>
      {footer ? <div className="modal-footer">{footer}</div> : null}
      {dismissible ? (
        <button type="button" className="modal-close" aria-label="Tutup" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </dialog>
  );
}
