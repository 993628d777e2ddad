// The voice section: which voice speaks the current language, how fast, and a button to hear the choice.
// The engine reads the same settings on every utterance, so the test sentence uses exactly what is chosen.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { updateSpeechSettings } from '@/speech/settings';
import { prepareSpeech, speak } from '@/speech/speech';
import { RateControl } from './RateControl';
import { SettingsSection } from '@/components/SettingsSection';
import { useSpeechSettings } from './use-speech-settings';
import { VoiceChoiceGroup } from './VoiceChoiceGroup';
import { Icon } from '@/components/Icon';

export function VoiceSection() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const settings = useSpeechSettings();
  const sample = t('voice.sample');

  // Warm the voice that will speak the sample, so "Test voice" sounds at once.
  useEffect(() => prepareSpeech([sample], { lang, kind: 'sentence' }), [sample, lang]);

  function test() {
    // A failure is shown by the app-wide speech message; nothing more to do here.
    speak(sample, { lang, kind: 'sentence' }).catch(() => {});
  }

  return (
    <SettingsSection title={t('voice.title')} intro={t('voice.intro')}>
      <VoiceChoiceGroup lang={lang} value={settings.voice[lang] ?? null} onChange={(choice) => void updateSpeechSettings({ voice: { [lang]: choice } })} />
      <RateControl value={settings.rateMultiplier} onChange={(rateMultiplier) => void updateSpeechSettings({ rateMultiplier })} />
      <button type="button" className="button button--primary settings__test" onClick={test}>
        <Icon emoji="🔊" />
        {t('voice.test')}
      </button>
    </SettingsSection>
  );
}
