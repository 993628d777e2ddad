// A modal dialog (My boards, board files, backups): a titled card over the dimmed page that captures input (keys, switches and dwell
// reach only its controls), keeps focus inside and closes with back (Escape, a back switch) or its Cancel.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/components/dialog/use-modal';
import { useLayerBack } from '@/input/layer-back';
import './dialog.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (Save, Cancel). */
  actions: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  wide?: boolean;
}

export function Dialog({ title, onClose, children, actions, initialFocus, wide = false }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(ref, true, initialFocus);
  useLayerBack(ref, onClose);
  // A control that was just used may turn disabled (a card moved to the first place): the focus, lost to the page,
  // comes back to the dialog so keys (Tab, Escape) still act here.
  // The browser moves the focus off a disabled control only when it next renders, so this looks a moment later.
  useEffect(() => {
    const timer = setTimeout(() => {
      const root = ref.current;
      if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
    }, 50);
    return () => clearTimeout(timer);
  });

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        className={wide ? 'modal-panel dialog dialog--wide' : 'modal-panel dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}

interface ActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  doLabel: string;
  onDo: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** What says why the action is off (a status under the form). */
  describedBy?: string;
  cancelRef?: RefObject<HTMLButtonElement | null>;
  /** Cancel off too (while something is being stored that cannot stop half way). */
  cancelDisabled?: boolean;
}

/** A dialog's two buttons: Cancel, then the action (Save, Create, Delete). */
export function DialogActions({ cancelLabel, onCancel, doLabel, onDo, disabled, danger = false, describedBy, cancelRef, cancelDisabled }: ActionsProps) {
  return (
    <>
      <button ref={cancelRef} type="button" className="button button--secondary" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="button" className={danger ? 'button button--danger' : 'button button--primary'} disabled={disabled} aria-describedby={describedBy} onClick={onDo}>
        {doLabel}
      </button>
    </>
  );
}

interface ConfirmProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be taken back; Cancel has the focus, so a stray press changes nothing. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, danger = false, onConfirm, onCancel }: ConfirmProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      initialFocus={cancel}
      actions={<DialogActions cancelRef={cancel} cancelLabel={cancelLabel} onCancel={onCancel} doLabel={confirmLabel} onDo={onConfirm} danger={danger} />}
    >
      <p>{text}</p>
    </Dialog>
  );
}
