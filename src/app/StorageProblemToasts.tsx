// Tells the user, in their language, when storage cannot keep their choices (spec principle: bad input loses
// nothing silently). Each problem is shown once per visit.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/context';
import { onStorageProblem, type StorageProblem } from '@/storage/problems';
import { useLang } from '@/i18n/current-language';

/** Long enough to read the longest of these messages; the toast also pauses while pointed at or focused. */
const STORAGE_TOAST_MS = 10_000;

export function StorageProblemToasts() {
  const { t } = useTranslation('components');
  const lang = useLang();
  const toast = useToast();
  const shown = useRef(new Set<StorageProblem>());
  const latest = useRef({ t, lang });
  useEffect(() => {
    latest.current = { t, lang };
  });

  useEffect(
    () =>
      onStorageProblem((problem) => {
        if (shown.current.has(problem)) return;
        shown.current.add(problem);
        const { t: text, lang: lng } = latest.current;
        toast.show({
          title: text('storage.title', { lng }),
          description: text(`storage.${problem}`, { lng }),
          variant: 'destructive',
          durationMs: STORAGE_TOAST_MS,
        });
      }),
    [toast],
  );
  return null;
}
