// The patient list (spec 001 §2 "Patient list"): search by name, diagnosis or guardian, a status filter, the cards,
// 'Nenhum paciente encontrado' and 'Carregando pacientes...'.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/form/TextField';
import { matchesSearch, PATIENT_STATUSES, type PatientStatus } from './model';
import { PatientCard } from './PatientCard';
import { ChipChoice } from '@/components/form/ChipChoice';
import { ProfessionalPage } from './ProfessionalPage';
import { usePatients } from './store';

function Patients({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('professional');
  const patients = usePatients(ownerId);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<PatientStatus | 'all'>('all');
  const shown = patients.status === 'ready' ? patients.value.filter((patient) => (status === 'all' || patient.status === status) && matchesSearch(patient, query)) : [];
  return (
    <>
      <div className="professional-actions">
        <Link className="button button--primary" to="/professional/patients/new">
          {t('patients.add')}
        </Link>
      </div>
      <div className="patient-filters">
        <TextField label={t('patients.search')} type="search" value={query} onChange={setQuery} maxLength={120} />
        <ChipChoice label={t('patients.filter')} value={status} options={['all', ...PATIENT_STATUSES] as const} labelOf={(option) => (option === 'all' ? t('patients.all') : t(`status.${option}`))} onChange={setStatus} />
      </div>
      <p role="status" className="patient-list__status">
        {patients.status === 'loading' ? t('patients.loading') : patients.status === 'failed' ? t('readFailed') : shown.length === 0 ? t('patients.empty') : ''}
      </p>
      {patients.status === 'ready' && patients.unreadable > 0 && <p className="board-notice">{t('patients.unreadable', { count: patients.unreadable })}</p>}
      <ul className="patient-list">
        {shown.map((patient) => (
          <li key={patient.id}>
            <PatientCard patient={patient} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function PatientsScreen() {
  const { t } = useTranslation('professional');
  return <ProfessionalPage title={t('patients.title')}>{(professional) => <Patients ownerId={professional.id} />}</ProfessionalPage>;
}
