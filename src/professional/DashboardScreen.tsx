// The professional dashboard (spec 001 §2 "Professional dashboard"): totals (patients, active boards — those of active
// patients — and upcoming sessions), and the first 4 active patients with their next session and their details.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PatientCard } from './PatientCard';
import { ProfessionalPage } from './ProfessionalPage';
import { todayIso } from './model';
import { useActiveBoardCount, usePatients } from './store';

/** Spec 001 §9: the dashboard shows 4 patients. */
export const DASHBOARD_PATIENTS = 4;

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
      <h2 className="page__subtitle">{t('dashboard.recent')}</h2>
      {active.length === 0 ? (
        <p>{t('dashboard.none')}</p>
      ) : (
        <ul className="patient-list">
          {active.slice(0, DASHBOARD_PATIENTS).map((patient) => (
            <li key={patient.id}>
              <PatientCard patient={patient} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function DashboardScreen() {
  const { t } = useTranslation('professional');
  return <ProfessionalPage title={t('dashboard.title')}>{(professional) => <Dashboard ownerId={professional.id} />}</ProfessionalPage>;
}
