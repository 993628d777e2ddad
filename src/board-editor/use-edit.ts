// Running an edit of My boards: a failure becomes a message in the user's language (no space left, storage not
// available, the item gone) and the board stays as it was; success may show a toast, with Undo when it can.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/ToastProvider';
import { requestPersistenceOnce } from '@/storage/persistence';
import { BoardWriteError } from '@/boards/store';

export interface EditOutcome {
  /** The toast after a success. */
  done?: string;
  /** Offers Undo on that toast. */
  undo?: () => Promise<unknown>;
}

export function useEdit(): <T>(action: () => Promise<T>, outcome?: (result: T) => EditOutcome | undefined) => Promise<T | undefined> {
  const { t } = useTranslation('boardEditor');
  const toast = useToast();
  return useCallback(
    async <T,>(action: () => Promise<T>, outcome?: (result: T) => EditOutcome | undefined) => {
      try {
        const result = await action();
        requestPersistenceOnce();
        const { done, undo } = outcome?.(result) ?? {};
        if (done) {
          toast.show({
            title: done,
            ...(undo
              ? {
                  // Long enough to reach Undo by scanning or dwell.
                  durationMs: 10_000,
                  action: { label: t('dialog.undo'), onAction: () => void undo().catch(() => toast.show({ title: t('errors.unavailable'), variant: 'destructive' })) },
                }
              : {}),
          });
        }
        return result;
      } catch (error) {
        const reason = error instanceof BoardWriteError ? error.reason : 'unavailable';
        toast.show({ title: t(`errors.${reason}`), variant: 'destructive', durationMs: 8000 });
        return undefined;
      }
    },
    [t, toast],
  );
}
