// Toasts as screens see them: useToast().show({ title, description?, variant?, durationMs? }).
import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'celebration';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Time on screen before it goes by itself (default TOAST_DURATION_MS). */
  durationMs?: number;
  /** One button besides Close, e.g. Undo after a removal; pressing it also closes the toast. */
  action?: { label: string; onAction: () => void };
}

export interface ToastApi {
  show: (toast: ToastOptions) => void;
}

/** Spec 000 §2.12: bottom-right, 4000 ms auto-dismiss, at most 3 visible. */
export const TOAST_DURATION_MS = 4000;
export const MAX_TOASTS = 3;

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
