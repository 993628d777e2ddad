// How many figures this device keeps for use without internet, and a way to clear them (spec 001 §7, §9: the
// service worker's GET_CACHE_SIZE and CLEAR_PICTOGRAM_CACHE, refreshed every 30 s). The number is the pictures the
// service worker keeps (what shows offline); with no service worker, the look-ups kept on the device.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTOGRAM_CACHE } from '@/pwa/caches';
import { askServiceWorker } from '@/pwa/ask-worker';
import { figureCache } from './cache';

/** Spec 001 §9: cache stats refresh every 30 s. */
export const CACHE_STATS_MS = 30_000;

async function keptFigures(): Promise<number> {
  const reply = await askServiceWorker({ type: 'GET_CACHE_SIZE' });
  if (reply?.type === 'CACHE_SIZE') return reply.caches[PICTOGRAM_CACHE] ?? 0;
  return figureCache.countPictures();
}

export function OfflineFigures({ onCleared }: { onCleared: () => void }) {
  const { t } = useTranslation('figures');
  const [count, setCount] = useState<number | null>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  const refresh = useCallback(() => {
    void keptFigures().then(setCount);
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, CACHE_STATS_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  async function clear() {
    figureCache.clear();
    await askServiceWorker({ type: 'CLEAR_PICTOGRAM_CACHE' });
    setCount(0);
    // The button goes away with what it cleared: the focus stays in this section, on the new count.
    countLine.current?.focus();
    onCleared();
  }

  return (
    <section className="figures-offline" aria-labelledby="figures-offline-title">
      <h2 id="figures-offline-title" className="figures-offline__title">
        {t('offline.title')}
      </h2>
      <p ref={countLine} className="figures-offline__count" tabIndex={-1}>
        {count === null ? '' : count === 0 ? t('offline.none') : t('offline.count', { count })}
      </p>
      {count !== null && count > 0 && (
        <button type="button" className="button button--secondary" onClick={() => void clear()}>
          {t('offline.clear')}
        </button>
      )}
    </section>
  );
}
