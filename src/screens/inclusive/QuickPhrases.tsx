// The nine quick phrases as large cards (keys 1–9, switch scanning and dwell come from the input runtime).
// Choosing one says it, shows it full screen for 3 s and counts the card once per session.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { QUICK_PHRASES, type QuickPhrase } from '@/content/quick-phrases';
import { speak } from '@/speech/speech';
import { recordCardUsage } from '@/storage/card-usage';

/** Spec 001 §9: the phrase display closes by itself after 3 s. */
export const PHRASE_DISPLAY_MS = 3000;
export const INCLUSIVE_MODE = 'inclusive';

export function QuickPhrases() {
  const { t } = useTranslation('inclusive');
  const lang = useLang();
  const fullScreen = useFullScreenCard();

  const cards = useMemo<CardGridItem[]>(() => {
    function choose(phrase: QuickPhrase) {
      const label = phrase.label[lang];
      fullScreen.show({ label, symbol: phrase.emoji, autoCloseMs: PHRASE_DISPLAY_MS });
      // A failure is shown by the app-wide speech message; the phrase stays on screen either way.
      speak(label, { lang, kind: 'word' }).catch(() => {});
      void recordCardUsage({ cardId: phrase.id, label, mode: INCLUSIVE_MODE, lang }, { oncePerSession: true });
    }
    return QUICK_PHRASES.map((phrase) => ({
      id: phrase.id,
      label: phrase.label[lang],
      symbol: phrase.emoji,
      color: phrase.color,
      onSelect: () => choose(phrase),
    }));
  }, [lang, fullScreen]);

  return <CardGrid cards={cards} label={t('phrases')} className="quick-phrases" />;
}
