// The help shown once per mode (spec 000 §4): 500 ms after the first visit, unless its flag
// `first-time:<mode>` is set; 'Got it' or back (Escape, a back switch) sets the flag and closes it for good.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModal } from '@/components/dialog/use-modal';
import { useLayerBack } from '@/input/layer-back';
import { hasFlag, setFlag } from '@/storage/store';
import '@/components/dialog/dialog.css';
import './first-time.css';

export const FIRST_TIME_DELAY_MS = 500;

export function firstTimeFlag(mode: string): string {
  return `first-time:${mode}`;
}

export interface FirstTimeModalProps {
  /** The mode this help belongs to; one flag per mode. */
  mode: string;
  title: string;
  children: ReactNode;
}

export function FirstTimeModal({ mode, title, children }: FirstTimeModalProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModal(dialog, open, button);

  function dismiss() {
    setOpen(false);
    void setFlag(firstTimeFlag(mode));
  }
  useLayerBack(dialog, dismiss, open);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void hasFlag(firstTimeFlag(mode)).then((seen) => {
        if (!cancelled && !seen) setOpen(true);
      });
    }, FIRST_TIME_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [mode]);

  if (!open) return null;

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal-panel first-time"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="first-time__title">
          {title}
        </h2>
        <div id={bodyId} className="first-time__body">
          {children}
        </div>
        <button ref={button} type="button" className="button button--primary first-time__ok" onClick={dismiss}>
          {t('gotIt')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
