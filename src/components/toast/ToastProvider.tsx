// The app's notification area (spec 000 §2.12): at most 3 toasts bottom-right, the oldest leaving first.
// Screen readers hear each one through persistent live regions (assertive for destructive); F8 focuses the area.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useInBrowser } from '@/components/use-in-browser';
import { useTranslation } from 'react-i18next';
import { MAX_TOASTS, ToastContext, type ToastApi } from './context';
import { Toast, type ToastItem } from './Toast';
import './toast.css';

export { useToast, type ToastOptions, type ToastVariant } from './context';

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('components');
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [announcement, setAnnouncement] = useState({ polite: '', assertive: '' });
  const nextId = useRef(1);
  const region = useRef<HTMLElement>(null);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        const toast = { ...options, id: nextId.current++ };
        setToasts((list) => [...list, toast].slice(-MAX_TOASTS));
        const text = [options.title, options.description].filter(Boolean).join('. ');
        setAnnouncement(options.variant === 'destructive' ? { polite: '', assertive: text } : { polite: text, assertive: '' });
      },
    }),
    [],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // A screen that took F8 for itself (the typing mode's eighth suggestion) keeps it.
      if (event.key !== 'F8' || event.defaultPrevented) return;
      event.preventDefault();
      region.current?.focus();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // The region is the browser's own: a page written at build time has none until the app takes it over.
  const inBrowser = useInBrowser();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {inBrowser &&
        createPortal(
        <>
          <section ref={region} className="toast-region" aria-label={t('toast.region')} tabIndex={-1}>
            <ol className="toast-list">
              {toasts.map((toast) => (
                <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
            </ol>
          </section>
          <div className="visually-hidden" role="status">
            {announcement.polite}
          </div>
          <div className="visually-hidden" role="alert">
            {announcement.assertive}
          </div>
        </>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
