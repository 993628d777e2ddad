// Test-only: renders a component the way the app shell does (i18n and the current language), in pt by default.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CurrentLanguage } from '@/i18n/current-language';
import { createI18n } from '@/i18n/i18n';
import { createKeyboardDriver } from '@input-drivers/keyboard';
import { dispatch } from '@/input/runtime';
import type { Lang } from '@/i18n/language';

export function renderInApp(ui: ReactElement, lang: Lang = 'pt') {
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <CurrentLanguage.Provider value={lang}>{ui}</CurrentLanguage.Provider>
    </I18nextProvider>,
  );
}

/** The keys as the app hears them (Escape is back, through the input runtime); returns the stop. */
export function listenToKeys(): () => void {
  return createKeyboardDriver({ numberKeys: false, arrows: false }).start(dispatch);
}
