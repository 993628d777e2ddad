// In front of every professional screen (spec 001 §6): a signed-in professional sees it; anyone else is sent to the
// sign-in page, which brings them back here afterwards (instead of the spec's redirect loop). With a backend, each page
// also syncs the professional's data.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import type { Professional } from './account';
import { refreshSession, useSession } from './session';

export function ProfessionalGate({ children }: { children: (professional: Professional) => ReactNode }) {
  const session = useSession();
  const lang = useLang();
  const location = useLocation();
  // Each page checks the session again: one that ended (12 h, or signed out in another tab) ends here too.
  useEffect(() => {
    void refreshSession();
  }, [location.pathname]);
  // With a backend: what changed here is sent and what is new there is read (at most every 30 s).
  const professionalId = session.status === 'in' ? session.professional.id : null;
  useEffect(() => {
    if (professionalId) void import('./sync').then(({ syncProfessional }) => syncProfessional(professionalId));
  }, [professionalId, location.pathname]);
  if (session.status === 'loading') return null;
  if (session.status === 'out') {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${pathFor('professionalSignIn', lang)}?next=${next}`} replace />;
  }
  return <>{children(session.professional)}</>;
}

/** Where to go after signing in: a professional page named in ?next=, else the dashboard. Never another site. */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/professional\/[A-Za-z0-9/_-]*$/.test(next) ? next : '/professional/dashboard';
}
