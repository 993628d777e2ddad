// The page's sticky header: brand, the section navigation, 'Use Now', language and theme. Below 1024 px the
// navigation and actions fold behind a menu button (aria-expanded); back (Escape) closes it and returns focus.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { anchorFromHash, NAV_SECTIONS, SECTION } from './anchors';
import { Icon } from '@/components/Icon';
import { usePopupBack } from '@/input/layer-back';
import './info-header.css';

export function InfoHeader() {
  const { t } = useTranslation('info');
  const lang = useLang();
  const current = anchorFromHash(useLocation().hash);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useStickyHeight();

  usePopupBack(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, open);

  return (
    <header ref={header} className="info-header">
      <div className="info-header__inner">
        <a className="info-brand" href={`#${SECTION.start}`} aria-label={t('header.brandHome')}>
          <span className="info-brand__mark" aria-hidden="true">
            <Icon emoji="👋" />
          </span>
          <span aria-hidden="true">{t('appName', { ns: 'common' })}</span>
        </a>
        <button
          ref={menuButton}
          type="button"
          className="button info-menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          {t('header.menu')}
        </button>
        <div id={panelId} className={`info-header__panel${open ? ' info-header__panel--open' : ''}`}>
          <nav className="info-nav" aria-label={t('header.navLabel')}>
            <ul className="info-nav__list">
              {NAV_SECTIONS.map((id) => (
                <li key={id}>
                  <a
                    className="info-nav__link"
                    href={`#${id}`}
                    aria-current={current === id ? 'location' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t(`nav.${id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="info-header__actions">
            <Link className="button button--primary" to={pathFor('home', lang)}>
              {t('header.useNow')}
            </Link>
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}

/** Publishes the header's height as --info-header-height on the page, so anchors land just below it at any width. */
function useStickyHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    const page = header?.parentElement;
    if (!header || !page || typeof ResizeObserver === 'undefined') return;
    const publish = () => page.style.setProperty('--info-header-height', `${header.offsetHeight}px`);
    publish(); // before the first anchor jump, which runs in the next frame
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}
