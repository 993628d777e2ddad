// One toast: its own countdown, paused while pointed at or focused so nobody loses a message they are reading.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, type ToastOptions } from './context';

export interface ToastItem extends ToastOptions {
  id: number;
}

export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('components');
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs ?? TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  const variant = toast.variant ?? 'default';
  return (
    <li
      className={`toast toast--${variant}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="button button--secondary toast__action"
          onClick={() => {
            toast.action?.onAction();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
