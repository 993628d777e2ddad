// The browser's voices for a language, for the voice choice: listed once per language, best first; an error
// lists none (automatic and the offline voice remain).
import { useEffect, useState } from 'react';
import type { Lang } from '@/i18n/language';
import { listVoices } from '@/speech/providers/web-speech';

export type BrowserVoice = Awaited<ReturnType<typeof listVoices>>[number];

export function useVoices(lang: Lang): { voices: readonly BrowserVoice[]; loading: boolean } {
  const [state, setState] = useState<{ lang: Lang; voices: readonly BrowserVoice[] } | null>(null);
  useEffect(() => {
    let active = true;
    listVoices(lang).then(
      (voices) => active && setState({ lang, voices }),
      (error: unknown) => {
        console.warn('Could not list the browser voices', error);
        if (active) setState({ lang, voices: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [lang]);
  const ready = state?.lang === lang;
  return { voices: ready ? state.voices : [], loading: !ready };
}
