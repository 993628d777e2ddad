// A patient's page (/professional/patients/{id}; spec 001 §2 "Patient detail"): who they are, and the notes
// (title and content required, 'Anotação adicionada com sucesso!', author and date, newest first).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/context';
import type { Professional } from './account';
import { noteProblem, PATIENT_LIMITS } from './model';
import { PatientCard } from './PatientCard';
import { ProfessionalPage } from './ProfessionalPage';
import { addNote, useNotes, usePatient } from './store';

function Notes({ patientId, author }: { patientId: string; author: string }) {
  const { t, i18n } = useTranslation('professional');
  const toast = useToast();
  const notes = useNotes(patientId);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [message, setMessage] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (noteProblem(title, content)) {
      setMessage(t('patient.noteRequired'));
      return;
    }
    try {
      await addNote(patientId, { title, content, author });
      setTitle('');
      setContent('');
      setMessage('');
      toast.show({ title: t('patient.noteAdded') });
    } catch {
      setMessage(t('form.failed'));
    }
  }

  const when = (at: number) => new Date(at).toLocaleString(i18n.language === 'en' ? 'en' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="patient-notes" aria-labelledby="patient-notes-title">
      <h2 id="patient-notes-title" className="page__subtitle">
        {t('patient.notes')}
      </h2>
      <form className="professional-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('patient.noteTitle')} value={title} onChange={setTitle} maxLength={PATIENT_LIMITS.noteTitle} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="note-content">
            {t('patient.noteContent')}
          </label>
          <textarea id="note-content" className="form-field__control" rows={4} maxLength={PATIENT_LIMITS.noteContent} value={content} onChange={(event) => setContent(event.target.value)} />
        </div>
        <p className="professional-form__message" role="alert">
          {message}
        </p>
        <button type="submit" className="button button--primary">
          {t('patient.addNote')}
        </button>
      </form>
      {notes.status === 'ready' && notes.value.length === 0 && <p>{t('patient.noNotes')}</p>}
      {notes.status === 'ready' && notes.value.length > 0 && (
        <ol className="note-list">
          {notes.value.map((note) => (
            <li key={note.id} className="note">
              <h3 className="note__title">{note.title}</h3>
              <p className="note__by">{t('patient.by', { author: note.author, date: when(note.createdAt) })}</p>
              <p className="note__content">{note.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Patient({ professional, id }: { professional: Professional; id: string }) {
  const { t } = useTranslation('professional');
  const patient = usePatient(professional.id, id);
  if (patient.status === 'loading') return <p role="status">{t('patients.loading')}</p>;
  if (!patient.value) {
    return (
      <>
        <p role="status">{t('patient.notFound')}</p>
        <Link to="/professional/patients">{t('patient.back')}</Link>
      </>
    );
  }
  return (
    <>
      <PatientCard patient={patient.value} details={false} />
      <Notes patientId={id} author={professional.name} />
      <p>
        <Link to="/professional/patients">{t('patient.back')}</Link>
      </p>
    </>
  );
}

export default function PatientScreen() {
  const { t } = useTranslation('professional');
  const { patientId = '' } = useParams();
  return <ProfessionalPage title={t('patient.title')}>{(professional) => <Patient professional={professional} id={patientId} />}</ProfessionalPage>;
}
