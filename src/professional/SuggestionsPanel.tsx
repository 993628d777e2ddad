// A patient's suggestions (issue 15; spec 001's suggestion cards with Apply and Dismiss): computed by plain rules from
// the choices on their boards (./suggestions.ts), each with its priority (Alta / Média / Baixa) and its reasoning.
// The panel says they are rules, not a model.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { todayIso } from './model';
import { usePatientUsage } from './store';
import { suggest } from './suggestions';
import { SuggestionList, useDismissed } from './SuggestionList';

export const nextWeek = (now: number) => todayIso(new Date(now + 7 * 24 * 60 * 60 * 1000));

export function SuggestionsPanel({ ownerId, patientId }: { ownerId: string; patientId: string }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const usage = usePatientUsage(ownerId, patientId, lang);
  const [dismissed, hide] = useDismissed([patientId]);
  const [now] = useState(() => Date.now());

  if (usage.status === 'loading' || dismissed === null) return <p role="status">{t('suggestions.loading')}</p>;
  if (usage.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  const hidden = dismissed.get(patientId) ?? [];
  const shown = suggest(usage.value.rows, usage.value.boards, now, nextWeek(now)).filter((s) => !hidden.includes(s.id));

  return (
    <section className="patient-suggestions" aria-labelledby="patient-suggestions-title">
      <h2 id="patient-suggestions-title" className="page__subtitle">
        {t('suggestions.title')}
      </h2>
      <p className="professional-form__hint">{t('suggestions.rules')}</p>
      {shown.length === 0 ? <p>{t('suggestions.none')}</p> : <SuggestionList ownerId={ownerId} items={shown.map((suggestion) => ({ patientId, suggestion }))} hide={hide} />}
    </section>
  );
}
