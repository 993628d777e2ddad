// The speech speed slider (0.5–2 × the normal speed, step 0.1): its value always visible, and spoken as a
// sentence (aria-valuetext) so a screen reader says "1,5 vezes" and not a bare number.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { RATE_MULTIPLIER } from '@/speech/settings';
import { tagOf } from '@/i18n/language';

export function RateControl({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const id = useId();
  const format = new Intl.NumberFormat(tagOf(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const shown = format.format(value);
  return (
    <div className="rate-control">
      <div className="rate-control__head">
        <label htmlFor={id} className="settings__label">
          {t('voice.rate')}
        </label>
        <output htmlFor={id} className="rate-control__value" aria-hidden="true">
          {t('voice.rateValue', { value: shown })}
        </output>
      </div>
      <input
        id={id}
        className="rate-control__slider"
        type="range"
        min={RATE_MULTIPLIER.min}
        max={RATE_MULTIPLIER.max}
        step={RATE_MULTIPLIER.step}
        value={value}
        aria-valuetext={t('voice.rateValueText', { value: shown })}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <div className="rate-control__ends" aria-hidden="true">
        <span>{t('voice.rateSlower')}</span>
        <span>{t('voice.rateFaster')}</span>
      </div>
    </div>
  );
}
