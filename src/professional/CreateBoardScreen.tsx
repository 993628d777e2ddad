// A board made for a patient (/professional/patients/{id}/create-board; spec 001 §2, §4, §5): first its name
// (required, 'Preencha o nome da prancha', Create disabled while it is empty), a description and its type (Dinâmico
// or Construtor, whose default cards it starts with). Created as a board of the device's own, marked as the
// patient's, it then opens right here in the board editor (the same one as My boards, issue 24): its settings, a
// preview, cards added, edited and removed through the card dialog. Save returns to the patient's page, where it is
// listed with zero uses ('Prancha "{name}" foi adicionada!'). The board's id is in the address (?b=), so a reload
// keeps the editor open.
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { GRID_BOARD_TYPES, LIMITS, textIn, type GridBoardType } from '@/boards/model';
import { commandMark } from '@/input/dom';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/context';
import { ChipChoice } from '@/components/form/ChipChoice';
import { ProfessionalPage } from './ProfessionalPage';
import { linkBoard, usePatient, usePatientBoards } from './store';

const BoardEditor = lazy(() => import('@/board-editor'));

/** The address parameter naming the board being made (as My boards names the board it edits). */
const BOARD_PARAM = 'b';

function CreateBoard({ ownerId, patientId }: { ownerId: string; patientId: string }) {
  const [params] = useSearchParams();
  const boardId = params.get(BOARD_PARAM);
  return boardId ? <EditNewBoard ownerId={ownerId} patientId={patientId} boardId={boardId} /> : <NewBoardForm ownerId={ownerId} patientId={patientId} />;
}

function NewBoardForm({ ownerId, patientId }: { ownerId: string; patientId: string }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const navigate = useNavigate();
  const patient = usePatient(ownerId, patientId);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<GridBoardType>('dynamic');
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
      // The editor opens in place; this page's history entry becomes the board's, so back leaves the page.
      navigate(`?${new URLSearchParams({ [BOARD_PARAM]: boardId })}`, { replace: true });
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
      <ChipChoice label={t('createBoard.type')} value={type} options={GRID_BOARD_TYPES} labelOf={(option) => t(`createBoard.types.${option}`)} onChange={setType} />
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

/** The new board in the board editor, with the way back to the patient and Save. */
function EditNewBoard({ ownerId, patientId, boardId }: { ownerId: string; patientId: string; boardId: string }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const boards = usePatientBoards(ownerId, patientId);
  const boardsPage = `/professional/patients/${encodeURIComponent(patientId)}/boards`;
  if (boards.status === 'loading') return <p role="status">{t('createBoard.loading')}</p>;
  // Only a board made for this patient is edited here (the editor reads the board itself).
  const made = boards.status === 'ready' ? boards.value.find((board) => board.id === boardId) : undefined;
  if (!made) {
    return (
      <>
        <p role="alert">{t('createBoard.notFound')}</p>
        <Link className="button button--secondary" to={boardsPage} {...commandMark('back')}>
          {t('createBoard.backToPatient')}
        </Link>
      </>
    );
  }
  const name = textIn(made.name, lang);
  return (
    <Suspense fallback={<p role="status">{t('createBoard.loading')}</p>}>
      <p className="page__intro">{t('createBoard.editHint')}</p>
      <BoardEditor
        boardId={boardId}
        headingLevel={2}
        back={
          <Link className="button button--secondary boards-screen__back" to={boardsPage} {...commandMark('back')}>
            <span aria-hidden="true">←</span>
            {t('createBoard.backToPatient')}
          </Link>
        }
        footer={
          <div className="professional-actions create-board__finish">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                toast.show({ title: t('createBoard.added', { name }) });
                navigate(boardsPage);
              }}
            >
              {t('createBoard.finish')}
            </button>
          </div>
        }
      />
    </Suspense>
  );
}

export default function CreateBoardScreen() {
  const { t } = useTranslation('professional');
  const { patientId = '' } = useParams();
  return <ProfessionalPage title={t('patient.createBoard')}>{(professional) => <CreateBoard key={patientId} ownerId={professional.id} patientId={patientId} />}</ProfessionalPage>;
}
