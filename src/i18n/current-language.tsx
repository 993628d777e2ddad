// The language of the screen being shown: the route's own language, else the visitor's start language.
import { createContext, useContext } from 'react';
import type { Lang } from '@/i18n/language';

export const CurrentLanguage = createContext<Lang | null>(null);

export function useLang(): Lang {
  const lang = useContext(CurrentLanguage);
  if (!lang) throw new Error('useLang must be used inside the app shell');
  return lang;
}
