// The frame of every professional page: the guard, the app's header, the area's own links (dashboard, patients) and
// sign-out, then the page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ScreenHeader } from '@/components/ScreenHeader';
import { needTexts } from '@/i18n/i18n';
import type { Professional } from './account';
import { ProfessionalGate } from './ProfessionalGate';
import { signOut } from './session';
import './professional.css';

needTexts('professional');

export function ProfessionalPage({ title, children }: { title: string; children: (professional: Professional) => ReactNode }) {
  const { t } = useTranslation('professional');
  return (
    <ProfessionalGate>
      {(professional) => (
        <div className="page professional">
          <ScreenHeader />
          <div className="professional-bar">
            <nav aria-label={t('nav.label')}>
              <ul className="professional-bar__links">
                <li>
                  <NavLink className="chip" to="/professional/dashboard">
                    {t('nav.dashboard')}
                  </NavLink>
                </li>
                <li>
                  <NavLink className="chip" to="/professional/patients" end>
                    {t('nav.patients')}
                  </NavLink>
                </li>
              </ul>
            </nav>
            <p className="professional-bar__who">{t('signedInAs', { name: professional.name })}</p>
            <button type="button" className="button button--secondary" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </div>
          <h1 className="page__title">{title}</h1>
          {children(professional)}
        </div>
      )}
    </ProfessionalGate>
  );
}
