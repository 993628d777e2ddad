// The one way screens make sound: speak(text, options) and stopAll(). This first version uses the browser's
// speech synthesis; the provider chain (recorded clip, cloud, offline voice) and captions replace its inside.
import type { Lang } from '@/i18n/language';

export interface SpeakOptions {
  lang: Lang;
  rate?: number;
}

export class SpeechUnavailableError extends Error {
  override name = 'SpeechUnavailableError';
}

const BCP47: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US' };

export function speak(text: string, { lang, rate = 0.9 }: SpeakOptions): Promise<void> {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
    return Promise.reject(new SpeechUnavailableError('Speech synthesis not supported'));
  }
  stopAll();
  return new Promise((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = BCP47[lang];
    utterance.rate = rate;
    const voice = synth.getVoices().find((v) => v.lang.replace('_', '-').startsWith(BCP47[lang].slice(0, 2)));
    if (voice) utterance.voice = voice;
    utterance.onend = () => resolve();
    utterance.onerror = (event) =>
      event.error === 'interrupted' || event.error === 'canceled' ? resolve() : reject(new SpeechUnavailableError(event.error));
    synth.speak(utterance);
  });
}

/** Stops every sound the app is making (a new utterance, closing a full-screen card, leaving a screen). */
export function stopAll(): void {
  globalThis.speechSynthesis?.cancel();
}
