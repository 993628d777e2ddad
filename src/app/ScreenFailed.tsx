// What a screen shows when it cannot be drawn: a part of the app that did not load (reloaded once by itself, see
// load-failure.ts) or a fault in the screen. Never a blank page: a title in the user's language, the reassurance
// that nothing saved is lost, a focused "Try again" (a reload) and the way back to the start — ordinary controls,
// so touch, keys, a switch or the head pointer reach them like any other.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { pathFor } from '@/routes/paths';
import { isLoadFailure, mayReloadAfterLoadFailure, reloadAfterLoadFailure } from './load-failure';
import type { Lang } from '@/i18n/language';

export function ScreenFailed() {
  const error = useRouteError();
  const { t, i18n } = useTranslation('common');
  // The language being shown: its texts are the ones this visit has (another's may not have come yet).
  const lang: Lang = i18n.language;
  const reloading = useMemo(() => isLoadFailure(error) && mayReloadAfterLoadFailure(), [error]);
  const retry = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    console.error('Aceno could not show this screen:', error);
    if (reloading) reloadAfterLoadFailure();
    else retry.current?.focus();
  }, [error, reloading]);

  if (reloading) {
    return (
      <p className="page-loading" role="status">
        {t('loading', { lng: lang })}
      </p>
    );
  }
  return (
    <div className="not-found" role="alert">
      <h1>{t('screenFailed.title', { lng: lang })}</h1>
      <p>{t('screenFailed.body', { lng: lang })}</p>
      <button ref={retry} type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('screenFailed.retry', { lng: lang })}
      </button>
      {/* A plain link: the router's own state may be what failed, so the start page loads afresh. */}
      <a className="button" href={pathFor('home', lang)}>
        {t('screenFailed.home', { lng: lang })}
      </a>
    </div>
  );
}
