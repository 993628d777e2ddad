// Home: the mode choice, language buttons, the settings link, the 'About us' button and the social prompt.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { useHasScreen } from '@/routes/available';
import { pathFor } from '@/routes/paths';
import { SymbolView } from '@/components/card/SymbolView';
import { FirstTimeModal } from '@/components/first-time/FirstTimeModal';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { useToast } from '@/components/toast/context';
import { preloadSpeech } from '@/speech/speech';
import { MODES, type ModeEntry } from './modes';
import { SocialPrompt } from './SocialPrompt';
import { Icon } from '@/components/Icon';
import { inputMark } from '@/input/dom';
import './home.css';

/** Spec 000 §9: common phrases are preloaded 2 s after the home page opens. */
export const COMMON_PHRASES_PRELOAD_MS = 2000;

export default function HomeScreen() {
  const { t } = useTranslation('home');
  const lang = useLang();
  // Whichever voice will speak gets these ready, so the first phrase a mode offers sounds at once.
  // Joined into one string so a re-render does not restart the delay.
  const phrases = (t('commonPhrases', { returnObjects: true }) as readonly string[]).join('\n');
  useEffect(() => preloadSpeech(phrases.split('\n'), { lang, kind: 'sentence' }, COMMON_PHRASES_PRELOAD_MS), [phrases, lang]);
  return (
    <div className="page home">
      <header className="top-bar">
        <span className="brand" aria-hidden="true">
          <Icon emoji="👋" /> {t('appName', { ns: 'common' })}
        </span>
        <div className="top-bar__actions">
          <LanguageSwitch />
          <ThemeSwitch />
          <Link className="chip" to={pathFor('boards', lang)}>
            <Icon emoji="🗂️" />
            {t('boardsLink')}
          </Link>
          <Link className="chip" to={pathFor('settings', lang)}>
            <Icon emoji="⚙️" />
            {t('settingsLink')}
          </Link>
        </div>
      </header>
      <h1 className="home__title">{t('welcome')}</h1>
      <p className="home__subtitle">{t('subtitle')}</p>
      <nav aria-label={t('modesLabel')}>
        <ul className="mode-grid">
          {MODES.map((mode) => (
            <li key={mode.id}>
              <ModeCard mode={mode} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="home__more">
        <Link className="button button--secondary home__about" to={pathFor('info', lang)}>
          {t('aboutUs')}
        </Link>
        <Link className="button button--secondary" to="/professional/dashboard">
          {t('professionalLink')}
        </Link>
      </div>
      <SocialPrompt />
      <FirstTimeModal mode="home" title={t('attention.title')}>{t('attention.text')}</FirstTimeModal>
    </div>
  );
}

function ModeCard({ mode }: { mode: ModeEntry }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const toast = useToast();
  const hasScreen = useHasScreen();
  const body = (
    <>
      <SymbolView symbol={mode.emoji} className="mode-card__emoji" />
      <span className="mode-card__title">{t(`modes.${mode.id}.title`)}</span>
      <span className="mode-card__description">{t(`modes.${mode.id}.description`)}</span>
    </>
  );
  if (hasScreen(mode.route)) {
    return (
      <Link className="mode-card" to={pathFor(mode.route, lang)} {...inputMark('choice')}>
        {body}
      </Link>
    );
  }
  // Not built yet: still choosable, so every input method gets an answer instead of nothing.
  return (
    <button
      type="button"
      className="mode-card mode-card--soon"
      {...inputMark('choice')}
      onClick={() => toast.show({ title: t('soonTitle', { mode: t(`modes.${mode.id}.title`) }), description: t('soonText') })}
    >
      {body}
      <span className="badge">{t('comingSoon', { ns: 'common' })}</span>
    </button>
  );
}
