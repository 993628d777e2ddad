// Adding a patient (/professional/patients/new, which the spec navigates to but never shows) and editing one
// (/professional/patients/{id}/edit): name, birth date (age computed), diagnosis, guardian and phone, status, next
// session. Each field says what is wrong with it; a name another patient has is allowed (people share names) but
// warned about.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/context';
import { PATIENT_LIMITS, PATIENT_STATUSES, patientProblems, type PatientDraft, type PatientRow } from './model';
import { ProfessionalPage } from './ProfessionalPage';
import { ChipChoice } from '@/components/form/ChipChoice';
import { savePatient, usePatient, usePatients } from './store';

const EMPTY: PatientDraft = { name: '', birthDate: '', diagnosis: '', guardianName: '', guardianPhone: '', status: 'active', nextSession: '' };

const draftOf = (patient: PatientRow): PatientDraft => ({
  name: patient.name,
  birthDate: patient.birthDate,
  diagnosis: patient.diagnosis,
  guardianName: patient.guardianName,
  guardianPhone: patient.guardianPhone,
  status: patient.status,
  nextSession: patient.nextSession ?? '',
});

function PatientForm({ ownerId, initial, id }: { ownerId: string; initial: PatientDraft; id?: string }) {
  const { t } = useTranslation('professional');
  const navigate = useNavigate();
  const toast = useToast();
  const others = usePatients(ownerId);
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = patientProblems(draft);
  const set = (field: keyof PatientDraft) => (value: string) => setDraft((before) => ({ ...before, [field]: value }));
  const error = (field: keyof PatientDraft) => (tried && problems[field] ? t(`form.problems.${problems[field]}`) : null);
  const sameName =
    others.status === 'ready' && draft.name.trim() !== '' && others.value.some((patient) => patient.id !== id && patient.name.toLocaleLowerCase() === draft.name.trim().toLocaleLowerCase());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailed(false);
    if (Object.keys(problems).length > 0 || busy) return;
    setBusy(true);
    try {
      const saved = await savePatient(ownerId, draft, id);
      toast.show({ title: t('form.saved', { name: draft.name.trim() }) });
      navigate(`/professional/patients/${encodeURIComponent(saved)}`);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <form className="professional-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t('form.name')} value={draft.name} onChange={set('name')} maxLength={PATIENT_LIMITS.name} autoComplete="off" error={error('name')} hint={sameName ? t('form.sameName', { name: draft.name.trim() }) : undefined} />
      <TextField label={t('form.birthDate')} type="date" min="1900-01-01" value={draft.birthDate} onChange={set('birthDate')} error={error('birthDate')} />
      <TextField label={t('form.diagnosis')} value={draft.diagnosis} onChange={set('diagnosis')} maxLength={PATIENT_LIMITS.diagnosis} error={error('diagnosis')} />
      <TextField label={t('form.guardianName')} value={draft.guardianName} onChange={set('guardianName')} maxLength={PATIENT_LIMITS.guardianName} error={error('guardianName')} />
      <TextField label={t('form.guardianPhone')} type="tel" value={draft.guardianPhone} onChange={set('guardianPhone')} maxLength={PATIENT_LIMITS.guardianPhone} error={error('guardianPhone')} />
      <ChipChoice label={t('form.status')} value={draft.status} options={PATIENT_STATUSES} labelOf={(option) => t(`status.${option}`)} onChange={(status) => setDraft((before) => ({ ...before, status }))} />
      <TextField label={t('form.nextSession')} type="date" value={draft.nextSession} onChange={set('nextSession')} error={error('nextSession')} />
      <p className="professional-form__message" role="alert">
        {failed ? t('form.failed') : tried && Object.keys(problems).length > 0 ? t('form.fix', { count: Object.keys(problems).length }) : ''}
      </p>
      <div className="professional-actions">
        <button type="submit" className="button button--primary">
          {t('form.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => navigate(id ? `/professional/patients/${encodeURIComponent(id)}` : '/professional/patients')}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

function EditPatient({ ownerId, id }: { ownerId: string; id: string }) {
  const { t } = useTranslation('professional');
  const patient = usePatient(ownerId, id);
  if (patient.status === 'loading') return <p role="status">{t('patients.loading')}</p>;
  if (patient.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  if (!patient.value) return <p role="status">{t('patient.notFound')}</p>;
  return <PatientForm key={id} ownerId={ownerId} initial={draftOf(patient.value)} id={id} />;
}

export default function PatientFormScreen() {
  const { t } = useTranslation('professional');
  const { patientId } = useParams();
  return (
    <ProfessionalPage title={patientId ? t('form.editTitle') : t('form.newTitle')}>
      {(professional) => (patientId ? <EditPatient key={patientId} ownerId={professional.id} id={patientId} /> : <PatientForm ownerId={professional.id} initial={EMPTY} />)}
    </ProfessionalPage>
  );
}
