// A patient's page (/professional/patients/{id}, and /boards for its boards tab; spec 001 §2 "Patient detail"): who
// they are, then tabs: the boards made for them (with their uses on this device, a way to make one and to edit its
// cards) and the notes (title and content required, 'Anotação adicionada com sucesso!', author and date, newest
// first).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { TextField } from '@/components/form/TextField';
import { TabList } from '@/components/tabs/TabList';
import { useToast } from '@/components/toast/context';
import type { Professional } from './account';
import { noteProblem, PATIENT_LIMITS } from './model';
import { PatientCard } from './PatientCard';
import { ProgressPanel } from './ProgressPanel';
import { ReportsPanel } from './ReportsPanel';
import { SuggestionsPanel } from './SuggestionsPanel';
import { ProfessionalPage } from './ProfessionalPage';
import { addNote, boardName, useNotes, usePatient, usePatientBoards } from './store';
import { tagOf } from '@/i18n/language';

function Notes({ ownerId, patientId, author }: { ownerId: string; patientId: string; author: string }) {
  const { t, i18n } = useTranslation('professional');
  const toast = useToast();
  const notes = useNotes(patientId);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (noteProblem(title, content)) {
      setMessage(t('patient.noteRequired'));
      return;
    }
    setBusy(true);
    try {
      await addNote(ownerId, patientId, { title, content, author });
      setTitle('');
      setContent('');
      setMessage('');
      toast.show({ title: t('patient.noteAdded') });
    } catch {
      setMessage(t('patient.noteFailed'));
    } finally {
      setBusy(false);
    }
  }

  const when = (at: number) => new Date(at).toLocaleString(tagOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
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
      {notes.status === 'failed' && <p role="alert">{t('readFailed')}</p>}
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

function Boards({ ownerId, patientId }: { ownerId: string; patientId: string }) {
  const { t, i18n } = useTranslation('professional');
  const lang = useLang();
  const boards = usePatientBoards(ownerId, patientId);
  const when = (at: number) => new Date(at).toLocaleDateString(tagOf(i18n.language));
  return (
    <>
      <div className="professional-actions">
        <Link className="button button--primary" to={`/professional/patients/${encodeURIComponent(patientId)}/create-board`}>
          {t('patient.createBoard')}
        </Link>
      </div>
      {boards.status === 'loading' && <p role="status">{t('patient.boardsLoading')}</p>}
      {boards.status === 'failed' && <p role="alert">{t('readFailed')}</p>}
      {boards.status === 'ready' && boards.value.length === 0 && <p>{t('patient.noBoards')}</p>}
      {boards.status === 'ready' && boards.value.length > 0 && (
        <>
          <ul className="patient-boards">
            {boards.value.map((board) => {
              const name = boardName(board, lang);
              return (
                <li key={board.id} className="patient-board">
                  <h3 className="patient-board__name">{name}</h3>
                  <p className="patient-board__facts">
                    <span className="badge">{t(`createBoard.types.${board.type}`)}</span>
                    <span>{t('patient.uses', { count: board.uses })}</span>
                    {board.lastUsedAt !== null && <span>{t('patient.lastUse', { date: when(board.lastUsedAt) })}</span>}
                  </p>
                  <Link className="button button--secondary" to={`${pathFor('boards', lang)}?b=${encodeURIComponent(board.id)}`} aria-label={t('patient.editCards', { name })}>
                    {t('patient.editCardsShort')}
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="professional-form__hint">{t('patient.boardsNote')}</p>
        </>
      )}
    </>
  );
}

const TABS = ['boards', 'reports', 'notes', 'suggestions', 'progress'] as const;

function Patient({ professional, id, tab }: { professional: Professional; id: string; tab: (typeof TABS)[number] }) {
  const { t } = useTranslation('professional');
  const patient = usePatient(professional.id, id);
  const [selected, setSelected] = useState(TABS.indexOf(tab));
  const prefix = useId();
  if (patient.status === 'loading') return <p role="status">{t('patients.loading')}</p>;
  if (patient.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  if (!patient.value) {
    return (
      <>
        <p role="status">{t('patient.notFound')}</p>
        <Link to="/professional/patients">{t('patient.back')}</Link>
      </>
    );
  }
  const current = patient.value;
  return (
    <>
      <PatientCard patient={current} details={false} />
      <TabList className="patient-tabs" label={t('patient.tabs')} count={TABS.length} selected={selected} onSelect={setSelected}>
        {TABS.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${prefix}-tab-${name}`}
            className="patient-tab"
            aria-selected={index === selected}
            aria-controls={`${prefix}-panel-${name}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {name === 'boards' || name === 'notes' ? t(`patient.${name}`) : t(`${name}.tab`)}
          </button>
        ))}
      </TabList>
      {TABS.map((name, index) => (
        <div key={name} role="tabpanel" id={`${prefix}-panel-${name}`} aria-labelledby={`${prefix}-tab-${name}`} hidden={index !== selected} className="patient-panel">
          {name === 'boards' ? (
            <Boards ownerId={professional.id} patientId={id} />
          ) : name === 'reports' ? (
            index === selected && <ReportsPanel ownerId={professional.id} patientId={id} patientName={current.name} />
          ) : name === 'suggestions' ? (
            index === selected && <SuggestionsPanel ownerId={professional.id} patientId={id} />
          ) : name === 'progress' ? (
            index === selected && <ProgressPanel ownerId={professional.id} patientId={id} />
          ) : (
            <Notes ownerId={professional.id} patientId={id} author={professional.name} />
          )}
        </div>
      ))}
      <p>
        <Link to="/professional/patients">{t('patient.back')}</Link>
      </p>
    </>
  );
}

export default function PatientScreen({ tab = 'boards' }: { tab?: 'boards' | 'notes' }) {
  const { t } = useTranslation('professional');
  const { patientId = '' } = useParams();
  return <ProfessionalPage title={t('patient.title')}>{(professional) => <Patient key={patientId} professional={professional} id={patientId} tab={tab} />}</ProfessionalPage>;
}
