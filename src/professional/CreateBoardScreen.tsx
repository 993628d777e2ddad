// A board made for a patient (/professional/patients/{id}/create-board; spec 001 §2, §4, §5): its name (required,
// 'Preencha o nome da prancha', Create disabled while it is empty), a description and its type (Dinâmico or
// Construtor, whose default cards it starts with). Created as a board of the device's own, marked as the patient's;
// back on the patient's page it is listed with zero uses ('Prancha "{name}" foi adicionada!'). Its cards are edited
// in My boards, the one board editor.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { BOARD_TYPES, LIMITS, type BoardType } from '@/boards/model';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/context';
import { ChipChoice } from '@/components/form/ChipChoice';
import { ProfessionalPage } from './ProfessionalPage';
import { linkBoard, usePatient } from './store';

function CreateBoard({ ownerId, patientId }: { ownerId: string; patientId: string }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const patient = usePatient(ownerId, patientId);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<BoardType>('dynamic');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  if (patient.status === 'loading') return <p role="status">{t('patients.loading')}</p>;
  if (patient.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  if (!patient.value) return <p role="status">{t('patient.notFound')}</p>;
  const who = patient.value.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setFailed(false);
    setBusy(true);
    try {
      const { createBoard, deleteBoard } = await import('@/boards/store');
      const boardId = await createBoard({ name: { [lang]: name.trim() }, type, ...(description.trim() ? { description: { [lang]: description.trim() } } : {}) });
      try {
        await linkBoard(ownerId, patientId, boardId);
      } catch (error) {
        // A board nobody's: taken away again, so a retry does not leave one behind each time.
        await deleteBoard(boardId).catch(() => {});
        throw error;
      }
      toast.show({ title: t('createBoard.added', { name: name.trim() }) });
      navigate(`/professional/patients/${encodeURIComponent(patientId)}/boards`);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <form className="professional-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="create-board-title">
      <h2 id="create-board-title" className="page__subtitle">
        {t('createBoard.title', { name: who })}
      </h2>
      <TextField label={t('createBoard.name')} value={name} onChange={setName} maxLength={LIMITS.boardName} hint={name.trim() ? undefined : t('createBoard.nameRequired')} />
      <TextField label={t('createBoard.description')} value={description} onChange={setDescription} maxLength={300} />
      <ChipChoice label={t('createBoard.type')} value={type} options={BOARD_TYPES} labelOf={(option) => t(`createBoard.types.${option}`)} onChange={setType} />
      <p className="professional-form__hint">{t('createBoard.hint')}</p>
      <p className="professional-form__message" role="alert">
        {failed ? t('createBoard.failed') : ''}
      </p>
      <div className="professional-actions">
        <button type="submit" className="button button--primary" disabled={!name.trim() || busy}>
          {t('createBoard.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => navigate(`/professional/patients/${encodeURIComponent(patientId)}/boards`)}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

export default function CreateBoardScreen() {
  const { t } = useTranslation('professional');
  const { patientId = '' } = useParams();
  return <ProfessionalPage title={t('patient.createBoard')}>{(professional) => <CreateBoard key={patientId} ownerId={professional.id} patientId={patientId} />}</ProfessionalPage>;
}
