// The professional dashboard (spec 001 §2 "Professional dashboard"): totals (patients, active boards — those of active
// patients — and upcoming sessions), the first 4 active patients with their progress (the month's score as a
// percentage: ≥ 80 green, 60–79 yellow, < 60 red), board count, next session and details, and the top suggestions
// over all active patients with Apply / Dismiss.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { PatientCard } from './PatientCard';
import { ProfessionalPage } from './ProfessionalPage';
import { todayIso, type PatientRow } from './model';
import { computeReport } from './reports';
import { useActiveBoardCount, usePatients, usePatientsUsage } from './store';
import { suggest } from './suggestions';
import { SuggestionList, useDismissed, type PatientSuggestion } from './SuggestionList';
import { nextWeek } from './SuggestionsPanel';

/** Spec 001 §9: the dashboard shows 4 patients. */
export const DASHBOARD_PATIENTS = 4;
/** The most suggestions the dashboard shows. */
export const DASHBOARD_SUGGESTIONS = 3;

function ActivePatients({ ownerId, active }: { ownerId: string; active: readonly PatientRow[] }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const ids = active.map((patient) => patient.id);
  const usage = usePatientsUsage(ownerId, ids, lang);
  const [dismissed, hide] = useDismissed(ids);
  const [now] = useState(() => Date.now());
  const shown = active.slice(0, DASHBOARD_PATIENTS);
  const ready = usage.status === 'ready' ? usage.value : null;
  const top: PatientSuggestion[] = [];
  if (ready && dismissed) {
    const order = { high: 0, medium: 1, low: 2 };
    for (const patient of active) {
      const of = ready.get(patient.id);
      if (!of) continue;
      const hidden = dismissed.get(patient.id) ?? [];
      for (const suggestion of suggest(of.rows, of.boards, now, nextWeek(now))) {
        if (!hidden.includes(suggestion.id)) top.push({ patientId: patient.id, patientName: patient.name, suggestion });
      }
    }
    top.sort((a, b) => order[a.suggestion.priority] - order[b.suggestion.priority]);
  }
  return (
    <>
      <h2 className="page__subtitle">{t('dashboard.recent')}</h2>
      {active.length === 0 ? (
        <p>{t('dashboard.none')}</p>
      ) : (
        <ul className="patient-list">
          {shown.map((patient) => {
            const of = ready?.get(patient.id);
            const progress = of ? Math.round(computeReport(of.rows, 'month', now, () => null).score * 10) : undefined;
            return (
              <li key={patient.id}>
                <PatientCard patient={patient} progress={progress} boardCount={of?.boards.length} />
              </li>
            );
          })}
        </ul>
      )}
      {active.length > 0 && (
        <section aria-labelledby="dashboard-suggestions-title">
          <h2 id="dashboard-suggestions-title" className="page__subtitle">
            {t('dashboard.suggestions')}
          </h2>
          {usage.status === 'failed' ? (
            <p role="alert">{t('readFailed')}</p>
          ) : !ready || !dismissed ? (
            <p role="status">{t('suggestions.loading')}</p>
          ) : top.length === 0 ? (
            <p>{t('suggestions.none')}</p>
          ) : (
            <>
              <p className="professional-form__hint">{t('dashboard.rules')}</p>
              <SuggestionList ownerId={ownerId} items={top.slice(0, DASHBOARD_SUGGESTIONS)} hide={hide} />
            </>
          )}
        </section>
      )}
    </>
  );
}

function Dashboard({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('professional');
  const patients = usePatients(ownerId);
  const boards = useActiveBoardCount(ownerId);
  if (patients.status === 'loading') return <p role="status">{t('patients.loading')}</p>;
  if (patients.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  const all = patients.value;
  const active = all.filter((patient) => patient.status === 'active');
  const today = todayIso();
  const upcoming = all.filter((patient) => patient.nextSession && patient.nextSession >= today).length;
  return (
    <>
      <dl className="professional-totals">
        <div>
          <dt>{t('dashboard.patients')}</dt>
          <dd>{all.length}</dd>
        </div>
        <div>
          <dt>{t('dashboard.activeBoards')}</dt>
          <dd>{boards.status === 'ready' ? boards.value : '…'}</dd>
        </div>
        <div>
          <dt>{t('dashboard.sessions')}</dt>
          <dd>{upcoming}</dd>
        </div>
      </dl>
      <div className="professional-actions">
        <Link className="button button--primary" to="/professional/patients/new">
          {t('dashboard.add')}
        </Link>
        <Link className="button button--secondary" to="/professional/patients">
          {t('dashboard.all')}
        </Link>
      </div>
      <ActivePatients ownerId={ownerId} active={active} />
    </>
  );
}

export default function DashboardScreen() {
  const { t } = useTranslation('professional');
  return <ProfessionalPage title={t('dashboard.title')}>{(professional) => <Dashboard ownerId={professional.id} />}</ProfessionalPage>;
}
