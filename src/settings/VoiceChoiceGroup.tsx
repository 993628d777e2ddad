// The voice choice for one language as a radio group: automatic, the browser's voices, then Aceno's offline
// voice. A stored voice this device does not have shows as automatic, which is what the engine will do.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/language';
import { OFFLINE_VOICE, type VoiceChoice } from '@/speech/settings';
import { useVoices, type BrowserVoice } from './use-voices';

interface Props {
  lang: Lang;
  value: VoiceChoice;
  onChange: (choice: VoiceChoice) => void;
}

const AUTOMATIC = 'automatic';

export function VoiceChoiceGroup({ lang, value, onChange }: Props) {
  const { t } = useTranslation('settings');
  const name = useId();
  const { voices, loading } = useVoices(lang);
  const known = value === null || value === OFFLINE_VOICE || voices.some((v) => v.voiceURI === value);
  const missing = !loading && !known;
  const checked = value === null || missing ? AUTOMATIC : value;

  const option = (key: string, label: string, hint?: string) => (
    <label key={key} className="choice-option">
      <input
        type="radio"
        name={name}
        value={key}
        checked={checked === key}
        onChange={() => onChange(key === AUTOMATIC ? null : key)}
      />
      <span className="choice-option__text">
        <span className="choice-option__label">{label}</span>
        {hint && <span className="choice-option__hint">{hint}</span>}
      </span>
    </label>
  );

  return (
    <fieldset className="voice-choice">
      <legend className="settings__label">{t('voice.choice')}</legend>
      {option(AUTOMATIC, t('voice.automatic'), t('voice.automaticHint'))}
      {voices.map((voice) => option(voice.voiceURI, voice.name, voiceHint(voice, t)))}
      {option(OFFLINE_VOICE, t('voice.offline'), t('voice.offlineHint'))}
      <p className="voice-choice__note" role="status">
        {loading ? t('voice.loadingVoices') : voices.length === 0 ? t('voice.noBrowserVoices') : missing ? t('voice.missingVoice') : ''}
      </p>
    </fieldset>
  );
}

function voiceHint(voice: BrowserVoice, t: (key: string) => string): string {
  return `${voice.lang} · ${voice.localService ? t('voice.local') : t('voice.remote')}`;
}
