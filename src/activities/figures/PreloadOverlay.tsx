// The first-visit preload overlay (spec 001 §2, §4, §9; machine: machines/figure-preload.ts): fetches the first 40
// figures of the app's language, their look-up and their picture, so they show without internet afterwards. Real
// progress, the pictures kept, Skip at any time (back does the same); never shown offline or once 20 pictures are kept,
// nor for a day after a preload found nothing (a network that blocks the pictures must not flash it on every visit).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { figurePreloadMachine, preloadPercent, PRELOAD_TOTAL } from '@machines/figure-preload';
import { useModal } from '@/components/dialog/use-modal';
import { useLayerBack } from '@/input/layer-back';
import { inLanguage, type Lang } from '@/i18n/language';
import { STEP_TIMEOUT_MS } from '@/backend/network';
import { figureCache } from './cache';
import { FIGURE_CATEGORIES } from './categories';
import { LOOKUP_BATCH, lookUpFigure } from './lookup';
import { figureLookupDeps } from './use-figures';
import { readLocal, removeLocal, writeLocal } from '@/storage/local';
import '@/components/dialog/dialog.css';

/** A preload that failed (ARASAAC blocked by a school's network, say) is not tried again for a day. */
const FAILED_KEY = 'aceno:figures-preload-failed';
const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

function failedRecently(): boolean {
  const at = Number(readLocal(FAILED_KEY));
  return Number.isFinite(at) && at > 0 && at <= Date.now() && Date.now() - at < RETRY_AFTER_MS;
}

function rememberFailure(failed: boolean): void {
  // Not kept (storage full or refused): the overlay is only tried again next time.
  if (failed) writeLocal(FAILED_KEY, String(Date.now()));
  else removeLocal(FAILED_KEY);
}

/** The first 40 figures, in the categories' order. */
function firstFigures(lang: Lang): { category: string; word: string }[] {
  return FIGURE_CATEGORIES.flatMap((category) => category.words.map((word) => ({ category: category.key, word: inLanguage(word, lang) }))).slice(0, PRELOAD_TOTAL);
}

/** Loads the picture once (through the service worker, which keeps it); true when it came. */
function fetchPicture(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => {
      image.src = '';
      resolve(false);
    }, STEP_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

export function PreloadOverlay({ lang }: { lang: Lang }) {
  const { t } = useTranslation('figures');
  const actor = useActorRef(figurePreloadMachine);
  const stage = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('complete') ? 'complete' : 'hidden'));
  const context = useSelector(actor, (s) => s.context);
  const dialog = useRef<HTMLDivElement>(null);
  const skip = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const open = stage !== 'hidden';
  useModal(dialog, open, skip);
  useLayerBack(dialog, () => actor.send({ type: 'SKIP' }), open);

  useEffect(() => {
    const deps = figureLookupDeps();
    actor.send({ type: 'CHECKED', cached: figureCache.countPictures(), online: deps.online() && !failedRecently() });
    if (!actor.getSnapshot().matches('loading')) return;
    const controller = new AbortController();
    // Skip (or back) ends the preload's work too, not just the overlay.
    const closed = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') controller.abort();
    });
    void (async () => {
      const figures = firstFigures(lang);
      let done = 0;
      let found = 0;
      for (let start = 0; start < figures.length; start += LOOKUP_BATCH) {
        await Promise.all(
          figures.slice(start, start + LOOKUP_BATCH).map(async ({ category, word }) => {
            const url = await lookUpFigure(category, word, lang, deps, controller.signal);
            if (url && !controller.signal.aborted && (await fetchPicture(url))) found += 1;
            done += 1;
            if (!controller.signal.aborted) actor.send({ type: 'PROGRESS', done, cached: figureCache.countPictures() });
          }),
        );
        if (controller.signal.aborted) return;
        // Spec 001 §8: a failing preload closes the overlay (the bundled symbols show).
        if (found === 0) {
          rememberFailure(true);
          actor.send({ type: 'FAILED' });
          return;
        }
      }
      rememberFailure(false);
      actor.send({ type: 'FINISHED', cached: figureCache.countPictures() });
    })();
    return () => {
      closed.unsubscribe();
      controller.abort();
    };
  }, [actor, lang]);

  if (!open) return null;
  const percent = stage === 'complete' ? 100 : preloadPercent(context);
  return createPortal(
    <div className="modal-backdrop figures-preload__backdrop">
      <div ref={dialog} className="modal-panel figures-preload" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="figures-preload__title">
          {stage === 'complete' ? t('preload.done') : t('preload.title')}
        </h2>
        <div className="figures-preload__bar" role="progressbar" aria-label={t('preload.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
          <span className="figures-preload__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="figures-preload__count">
          {percent}% · {t('preload.count', { done: stage === 'complete' ? context.total : context.done, total: context.total })}
        </p>
        <p className="figures-preload__note">{t('preload.note')}</p>
        <p className="figures-preload__cached">{t('preload.cached', { count: context.cached })}</p>
        <p className="visually-hidden" role="status">
          {stage === 'complete' ? t('preload.done') : ''}
        </p>
        <button ref={skip} type="button" className="button button--secondary" onClick={() => actor.send({ type: 'SKIP' })}>
          {t('preload.skip')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
