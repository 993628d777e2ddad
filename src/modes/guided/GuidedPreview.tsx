// The bottom bar: the sentence so far as four chips — who, action, what, tone (spec §2.9). Read-only, so it
// adds no stops to scanning.
import { useTranslation } from 'react-i18next';
import type { GuidedContext } from '@machines/guided';
import { PUNCTUATION_OPTIONS } from '@/modes/guided/content';
import { useLang } from '@/i18n/current-language';

export function GuidedPreview({ context }: { context: GuidedContext }) {
  const { t } = useTranslation('guided');
  const lang = useLang();
  const tone = PUNCTUATION_OPTIONS.find((option) => option.mark === context.punctuation);
  const what = context.complement ? [context.complement.link, context.complement.text].filter(Boolean).join(' ') : null;
  const chips = [
    { id: 'subject', value: context.subject?.text },
    { id: 'verb', value: context.verb?.text },
    { id: 'complement', value: what },
    { id: 'punctuation', value: tone ? `${tone.label[lang]} ${tone.mark}` : null },
  ] as const;
  return (
    <section className="guided-preview" aria-label={t('preview')}>
      <ul className="guided-preview__chips">
        {chips.map(({ id, value }) => (
          <li key={id} className={value ? 'guided-preview__chip guided-preview__chip--set' : 'guided-preview__chip'}>
            <span className="guided-preview__name">{t(`stepNames.${id}`)}</span>
            <span className="guided-preview__value">{value ?? t('empty')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
