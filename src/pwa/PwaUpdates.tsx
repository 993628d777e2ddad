// The offline app's part of the page, loaded after the first paint: registers the service worker and shows the
// "new version" notice — a normal button the input runtime offers to keys, switches and dwell like any other.
// (The web manifest of the page's language is linked with the page meta, src/app/page-meta.ts.)
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullScreenCard } from '@/components/fullscreen/context';
import { needTexts } from '@/i18n/i18n';
import { registerServiceWorker } from './register';
import type { UpdatePrompt, UpdateState } from './update-prompt';
import './pwa.css';

needTexts('pwa');

const none = () => () => {};

function useUpdateState(prompt: UpdatePrompt | null): UpdateState {
  return useSyncExternalStore(prompt?.subscribe ?? none, () => prompt?.state() ?? 'none');
}

export default function PwaUpdates() {
  const { t } = useTranslation('pwa');
  const card = useFullScreenCard();
  // Once per page (the function keeps its result): the worker registers after the window's load event.
  const [prompt] = useState(() => registerServiceWorker(card));
  const state = useUpdateState(prompt);

  const message = state === 'available' ? t('update.available') : state === 'updating' ? t('update.updating') : '';
  return (
    <>
      <div className="visually-hidden" role="status">
        {message}
      </div>
      {prompt && (state === 'available' || state === 'updating') && (
        <aside className="pwa-update" aria-label={t('update.region')}>
          <p className="pwa-update__text">{message}</p>
          {state === 'available' && (
            <div className="pwa-update__actions">
              <button type="button" className="button button--primary" onClick={() => prompt.accept()}>
                {t('update.action')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => prompt.dismiss()}>
                {t('update.later')}
              </button>
            </div>
          )}
        </aside>
      )}
    </>
  );
}
