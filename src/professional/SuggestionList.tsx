// Suggestion cards with Apply and Dismiss (issue 15), for one patient's tab and for the dashboard's top ones. Apply
// does what the card says — puts a word first, brings a category to the front, books the next session, gives a longer
// dwell time or a slower scan on this device — and hides it; Dismiss hides it. Both are remembered per patient.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/context';
import { readSetting, writeSetting } from '@/storage/store';
import { ProfessionalWriteError, bookSession } from './store';
import type { Suggestion } from './suggestions';
import './suggestions.css';
import { tagOf } from '@/i18n/language';

export interface PatientSuggestion {
  patientId: string;
  /** Shown on the dashboard, where the cards of several patients meet. */
  patientName?: string;
  suggestion: Suggestion;
}

const dismissedKey = (patientId: string) => `professional-dismissed:${patientId}`;
const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= 1000 && value.every((item) => typeof item === 'string' && item.length <= 300);

async function apply({ suggestion: { action }, patientId }: PatientSuggestion, ownerId: string): Promise<void> {
  if (action.type === 'bookSession') return bookSession(ownerId, patientId, action.date);
  if (action.type === 'longerDwell' || action.type === 'slowerScan') {
    const { loadProfile, saveProfile } = await import('@/input/profile/store');
    const profile = await loadProfile();
    const next =
      action.type === 'longerDwell' ? { ...profile, dwell: { ...profile.dwell, dwellMs: action.dwellMs } } : { ...profile, scan: { ...profile.scan, intervalMs: action.intervalMs } };
    const saved = await saveProfile(next);
    if (!saved.ok) throw new ProfessionalWriteError();
    return;
  }
  const boards = await import('@/boards/store');
  if (action.type === 'cardFirst') await boards.placeCard(action.boardId, action.cardId, action.categoryId, 0);
  else {
    // One step at a time to the front (each a transaction of its own); at most as many steps as there are categories.
    for (let i = 0; i < 500 && (await boards.moveCategory(action.boardId, action.categoryId, -1)); i += 1);
  }
}

/** The suggestions ids each of these patients' therapist dismissed or applied (null while they are read). */
export function useDismissed(patientIds: readonly string[]): [ReadonlyMap<string, readonly string[]> | null, (patientId: string, id: string) => Promise<void>] {
  const key = patientIds.join('|');
  const [dismissed, setDismissed] = useState<{ key: string; ids: Map<string, string[]> } | null>(null);
  useEffect(() => {
    let current = true;
    const ids = key ? key.split('|') : [];
    void Promise.all(ids.map((id) => readSetting(dismissedKey(id), isIdList, []))).then((lists) => {
      if (current) setDismissed({ key, ids: new Map(ids.map((id, i) => [id, lists[i] ?? []])) });
    });
    return () => {
      current = false;
    };
  }, [key]);
  const ready = dismissed?.key === key ? dismissed.ids : null;
  async function hide(patientId: string, id: string) {
    const next = [...(ready?.get(patientId) ?? []), id].slice(-1000);
    setDismissed((state) => (state ? { key: state.key, ids: new Map(state.ids).set(patientId, next) } : state));
    await writeSetting(dismissedKey(patientId), next);
  }
  return [ready, hide];
}

/** A suggestion's numbers and names as the texts show them: a date in the reader's own way of writing it. */
function shown(params: Suggestion['params'], lang: string): Suggestion['params'] {
  const date = params.date;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return params;
  return { ...params, date: new Date(`${date}T12:00:00Z`).toLocaleDateString(tagOf(lang), { timeZone: 'UTC' }) };
}

export function SuggestionList({ ownerId, items, hide }: { ownerId: string; items: readonly PatientSuggestion[]; hide: (patientId: string, id: string) => Promise<void> }) {
  const { t, i18n } = useTranslation('professional');
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(item: PatientSuggestion) {
    if (busy) return;
    setBusy(item.suggestion.id);
    try {
      await apply(item, ownerId);
      await hide(item.patientId, item.suggestion.id);
      toast.show({ title: t(`suggestions.rule.${item.suggestion.action.type}.applied`, shown(item.suggestion.params, i18n.language)) });
    } catch {
      toast.show({ title: t('suggestions.failed'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className="suggestion-list">
      {items.map((item) => {
        const { suggestion } = item;
        const params = shown(suggestion.params, i18n.language);
        const rule = `suggestions.rule.${suggestion.action.type}`;
        const title = t(`${rule}.title`, params);
        const named = item.patientName ? `${title} (${item.patientName})` : title;
        return (
          <li key={`${item.patientId}:${suggestion.id}`} className="suggestion">
            <p className="suggestion__head">
              <span className={`badge suggestion__priority suggestion__priority--${suggestion.priority}`}>{t(`suggestions.priority.${suggestion.priority}`)}</span>
              <span className="suggestion__kind">{t(`suggestions.kinds.${suggestion.kind}`)}</span>
              {item.patientName && <span className="suggestion__patient">{item.patientName}</span>}
            </p>
            <h3 className="suggestion__title">{title}</h3>
            <p className="suggestion__why">{t(`${rule}.why`, params)}</p>
            <div className="professional-actions">
              <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void run(item)} aria-label={`${t('suggestions.apply')}: ${named}`}>
                {t('suggestions.apply')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void hide(item.patientId, suggestion.id)}
                aria-label={`${t('suggestions.dismiss')}: ${named}`}
              >
                {t('suggestions.dismiss')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
