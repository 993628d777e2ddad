// A patient's suggestions (issue 15; spec 001's suggestion cards with Apply and Dismiss): computed by plain rules from
// the choices on their boards (./suggestions.ts), each with its priority (Alta / Média / Baixa) and its reasoning.
// Apply does what it says — puts a word first, brings a category to the front, books the next session — and Dismiss
// hides it; both are remembered on the device. The panel says they are rules, not a model.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { useToast } from '@/components/toast/context';
import { readSetting, writeSetting } from '@/storage/store';
import { todayIso } from './model';
import { bookSession, usePatientUsage } from './store';
import { suggest, type Suggestion } from './suggestions';

const dismissedKey = (patientId: string) => `professional-dismissed:${patientId}`;
const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= 1000 && value.every((item) => typeof item === 'string' && item.length <= 300);

async function apply(suggestion: Suggestion, ownerId: string, patientId: string): Promise<void> {
  const { action } = suggestion;
  const boards = await import('@/boards/store');
  if (action.type === 'cardFirst') await boards.placeCard(action.boardId, action.cardId, action.categoryId, 0);
  else if (action.type === 'categoryFirst') {
    // One step at a time to the front (each a transaction of its own); at most as many steps as there are categories.
    for (let i = 0; i < 500 && (await boards.moveCategory(action.boardId, action.categoryId, -1)); i += 1);
  } else await bookSession(ownerId, patientId, action.date);
}

export function SuggestionsPanel({ ownerId, patientId }: { ownerId: string; patientId: string }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const toast = useToast();
  const usage = usePatientUsage(ownerId, patientId, lang);
  const [dismissed, setDismissed] = useState<string[] | null>(null);
  const [now] = useState(() => Date.now());
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void readSetting(dismissedKey(patientId), isIdList, []).then((ids) => current && setDismissed(ids));
    return () => {
      current = false;
    };
  }, [patientId]);

  if (usage.status === 'loading' || dismissed === null) return <p role="status">{t('suggestions.loading')}</p>;
  if (usage.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  const week = new Date(now + 7 * 24 * 60 * 60 * 1000);
  const shown = suggest(usage.value.rows, usage.value.boards, now, todayIso(week)).filter((s) => !dismissed.includes(s.id));

  async function hide(id: string) {
    const next = [...dismissed!, id].slice(-1000);
    setDismissed(next);
    await writeSetting(dismissedKey(patientId), next);
  }

  async function run(suggestion: Suggestion) {
    if (busy) return;
    setBusy(suggestion.id);
    try {
      await apply(suggestion, ownerId, patientId);
      await hide(suggestion.id);
      toast.show({ title: t(`suggestions.applied.${suggestion.kind}`, suggestion.params) });
    } catch {
      toast.show({ title: t('suggestions.failed'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="patient-suggestions" aria-labelledby="patient-suggestions-title">
      <h2 id="patient-suggestions-title" className="page__subtitle">
        {t('suggestions.title')}
      </h2>
      <p className="professional-form__hint">{t('suggestions.rules')}</p>
      {shown.length === 0 ? (
        <p>{t('suggestions.none')}</p>
      ) : (
        <ul className="suggestion-list">
          {shown.map((suggestion) => {
            const title = t(`suggestions.kinds.${suggestion.kind}.title`, suggestion.params);
            return (
              <li key={suggestion.id} className="suggestion">
                <p className="suggestion__head">
                  <span className={`badge suggestion__priority suggestion__priority--${suggestion.priority}`}>{t(`suggestions.priority.${suggestion.priority}`)}</span>
                  <span className="suggestion__kind">{t(`suggestions.kinds.${suggestion.kind}.label`)}</span>
                </p>
                <h3 className="suggestion__title">{title}</h3>
                <p className="suggestion__why">{t(`suggestions.kinds.${suggestion.kind}.why`, suggestion.params)}</p>
                <div className="professional-actions">
                  <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void run(suggestion)} aria-label={`${t('suggestions.apply')}: ${title}`}>
                    {t('suggestions.apply')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => void hide(suggestion.id)} aria-label={`${t('suggestions.dismiss')}: ${title}`}>
                    {t('suggestions.dismiss')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
