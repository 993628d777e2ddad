// The nine quick phrases as large cards (keys 1–9, switch scanning and dwell come from the input runtime).
// Choosing one says it, shows it full screen for 3 s and counts the card once per session.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import { QUICK_PHRASES } from '@/content/quick-phrases';
import { useSayCard } from '@/screens/cards/use-say-card';

/** Spec 001 §9: the phrase display closes by itself after 3 s. */
export const PHRASE_DISPLAY_MS = 3000;
export const INCLUSIVE_MODE = 'inclusive';

export function QuickPhrases() {
  const { t } = useTranslation('inclusive');
  const lang = useLang();
  const say = useSayCard(INCLUSIVE_MODE, { autoCloseMs: PHRASE_DISPLAY_MS, oncePerSession: true });

  const cards = useMemo<CardGridItem[]>(
    () =>
      QUICK_PHRASES.map((phrase) => {
        const label = phrase.label[lang];
        return { id: phrase.id, label, symbol: phrase.emoji, color: phrase.color, onSelect: () => say({ id: phrase.id, label, symbol: phrase.emoji }) };
      }),
    [lang, say],
  );

  return <CardGrid cards={cards} label={t('phrases')} className="quick-phrases" />;
}
