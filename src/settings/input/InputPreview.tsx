// "Try it here": six sample cards in a framed box, so the chosen input can be tried before leaving. The runtime
// finds them like any cards (data-choice); choosing one only says which it was, it never leaves the screen.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';

const SAMPLES = [
  { key: 'water', symbol: '💧' },
  { key: 'eat', symbol: '🍽️' },
  { key: 'bathroom', symbol: '🚻' },
  { key: 'yes', symbol: '👍' },
  { key: 'no', symbol: '👎' },
  { key: 'help', symbol: '🆘' },
] as const;

export function InputPreview() {
  const { t } = useTranslation('input');
  const headingId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const cards: CardGridItem[] = SAMPLES.map(({ key, symbol }) => {
    const label = t(`settings.preview.cards.${key}`);
    return { id: key, label, symbol, onSelect: () => setChosen(label) };
  });
  return (
    <section className="input-preview" aria-labelledby={headingId} data-input-preview="">
      <h3 id={headingId} className="input-preview__title">
        {t('settings.preview.title')}
      </h3>
      <p className="input-preview__intro">{t('settings.preview.intro')}</p>
      <CardGrid cards={cards} label={t('settings.preview.label')} className="input-preview__grid" />
      <p className="input-preview__chosen" role="status">
        {chosen ? t('settings.preview.chosen', { label: chosen }) : t('settings.preview.nothing')}
      </p>
    </section>
  );
}
