// One patient in the lists: name, status badge (Ativo / Inativo / Alta), age from the birth date, diagnosis,
// guardian and phone, next session, and Details / Edit.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ageOn, type PatientRow } from './model';
import './progress.css';
import { tagOf } from '@/i18n/language';

/** Spec 001: progress ≥ 80 is shown green, 60–79 yellow, below 60 red. */
export function progressLevel(percent: number): 'good' | 'fair' | 'low' {
  return percent >= 80 ? 'good' : percent >= 60 ? 'fair' : 'low';
}

export function PatientCard({ patient, details = true, progress, boardCount }: { patient: PatientRow; details?: boolean; progress?: number; boardCount?: number }) {
  const { t, i18n } = useTranslation('professional');
  const age = ageOn(patient.birthDate);
  const date = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(tagOf(i18n.language), { timeZone: 'UTC' });
  return (
    <article className="patient-card" aria-label={patient.name}>
      <header className="patient-card__head">
        <h2 className="patient-card__name">{patient.name}</h2>
        <span className={`badge patient-badge patient-badge--${patient.status}`}>{t(`status.${patient.status}`)}</span>
      </header>
      <p className="patient-card__facts">
        {age !== null && <span>{t('patients.age', { count: age })}</span>}
        {patient.diagnosis && <span>{patient.diagnosis}</span>}
      </p>
      {patient.guardianName && <p className="patient-card__line">{t('patients.guardian', { name: patient.guardianName })}</p>}
      {patient.guardianPhone && <p className="patient-card__line">{t('patients.phone', { phone: patient.guardianPhone })}</p>}
      {patient.nextSession && <p className="patient-card__line">{t('patients.next', { date: date(patient.nextSession) })}</p>}
      {boardCount !== undefined && <p className="patient-card__line">{t('patients.boardCount', { count: boardCount })}</p>}
      {progress !== undefined && (
        <div className="patient-progress">
          <p className="patient-card__line">
            {t('patients.progress')}: <span className={`patient-progress__value patient-progress__value--${progressLevel(progress)}`}>{progress}%</span>
          </p>
          <div
            className={`patient-progress__bar patient-progress__bar--${progressLevel(progress)}`}
            role="progressbar"
            aria-label={t('patients.progressOf', { name: patient.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
      <div className="patient-card__actions">
        {details && (
          <Link className="button button--primary" to={`/professional/patients/${encodeURIComponent(patient.id)}`} aria-label={t('patients.details', { name: patient.name })}>
            {t('patients.detailsShort')}
          </Link>
        )}
        <Link className="button button--secondary" to={`/professional/patients/${encodeURIComponent(patient.id)}/boards`} aria-label={t('patients.boards', { name: patient.name })}>
          {t('patients.boardsShort')}
        </Link>
        <Link className="button button--secondary" to={`/professional/patients/${encodeURIComponent(patient.id)}/edit`} aria-label={t('patients.edit', { name: patient.name })}>
          {t('patients.editShort')}
        </Link>
      </div>
    </article>
  );
}
