// One page of a scene in the editor (issue 40): its name, the photo with its parts, the tool that marks a new part
// (a rectangle dragged, an outline traced, or "New part" in the middle for a person who does not drag), the chosen
// part's words and voice, moved and resized by buttons any switch reaches, deleted, and Undo for the last changes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { textIn, withText, type Board, type CardRow, type Category, type Hotspot } from '@/boards/model';
import { putBackCard, putBackCategory, removeCard, removeCategory, saveCard, saveMedia } from '@/boards/store';
import { ConfirmDialog } from '@/components/dialog/Dialog';
import { TextField } from '@/components/form/TextField';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { EDIT_STEP, hotspotProblem, middleRect, moveBy, readingOrder, resizeBy } from '@/scenes';
import { ScenePartDialog, type PartDraft } from './ScenePartDialog';
import { ScenePhotoEditor, type DrawTool } from './ScenePhotoEditor';
import { useEdit } from './use-edit';

type Part = CardRow & { hotspot: Hotspot };
/** A change Undo takes back: a part's place before it, a part added, a part removed. */
type Change = { kind: 'place'; cardId: string; before: Hotspot } | { kind: 'added'; cardId: string } | { kind: 'removed'; card: CardRow };
type Open = { kind: 'part'; hotspot: Hotspot; card?: Part } | { kind: 'removePage' } | null;

const TOOLS: readonly DrawTool[] = ['choose', 'rect', 'trace'];

interface Props {
  board: Board;
  page: Category;
  images: ReadonlyMap<string, string>;
  editable: boolean;
  onRename: (name: string) => void;
}

export function ScenePageEditor({ board, page, images, editable, onRename }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const edit = useEdit();
  const [tool, setTool] = useState<DrawTool>('choose');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [changes, setChanges] = useState<Change[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const storedName = textIn(page.name, lang);
  const [name, setName] = useState(storedName);
  const parts = readingOrder(page.cards.filter((card): card is Part => card.hotspot !== undefined));
  const chosen = parts.find((card) => card.id === chosenId) ?? null;
  const remember = (change: Change) => setChanges((list) => [...list.slice(-19), change]);

  const place = (card: Part, hotspot: Hotspot) => {
    remember({ kind: 'place', cardId: card.id, before: card.hotspot });
    void edit(() => saveCard({ ...card, hotspot }));
  };
  const drawn = (hotspot: Hotspot | null) => {
    const why = hotspot ? hotspotProblem(hotspot) : 'tooSmall';
    setProblem(why ? t(`scene.problems.${why}`) : null);
    if (hotspot && !why) setOpen({ kind: 'part', hotspot });
  };
  const savePart = async (draft: PartDraft, hotspot: Hotspot, card?: Part) => {
    setOpen(null);
    const id = await edit(
      async () => {
        const recordingId = draft.voice.kind === 'new' ? await saveMedia('audio', draft.voice.audio) : draft.voice.kind === 'stored' ? draft.voice.id : undefined;
        return saveCard({
          boardId: board.id,
          ...(card ? { id: card.id } : {}),
          categoryId: page.id,
          label: card ? withText(card.label, lang, draft.label) : { [lang]: draft.label },
          ...(draft.spoken && draft.spoken !== draft.label ? { spoken: card?.spoken ? withText(card.spoken, lang, draft.spoken) : { [lang]: draft.spoken } } : {}),
          symbol: card?.symbol ?? { kind: 'emoji', emoji: '' },
          ...(recordingId ? { recordingId } : {}),
          hotspot,
        });
      },
      () => ({ done: t('scene.partSaved', { name: draft.label }) }),
    );
    if (id && !card) remember({ kind: 'added', cardId: id });
    if (id) setChosenId(id);
  };
  const removePart = (card: Part) =>
    void edit(
      () => removeCard(board.id, card.id),
      (removed) => {
        if (!removed) return undefined;
        remember({ kind: 'removed', card: removed });
        setChosenId(null);
        return { done: t('scene.partRemoved', { name: textIn(card.label, lang) }) };
      },
    );
  const undo = () => {
    const last = changes.at(-1);
    if (!last) return;
    setChanges((list) => list.slice(0, -1));
    if (last.kind === 'place') {
      const card = parts.find((c) => c.id === last.cardId);
      if (card) void edit(() => saveCard({ ...card, hotspot: last.before }));
    } else if (last.kind === 'added') void edit(() => removeCard(board.id, last.cardId));
    else void edit(() => putBackCard(last.card));
  };
  const step = (label: string, change: (hotspot: Hotspot) => Hotspot) => (
    <button type="button" className="button button--secondary" disabled={!editable || !chosen} onClick={() => chosen && place(chosen, change(chosen.hotspot))}>
      {label}
    </button>
  );

  return (
    <div className="scene-editor__page">
      <div className="board-settings__row">
        <TextField className="board-settings__name" label={t('scene.name')} value={name} maxLength={60} disabled={!editable} onChange={setName} />
        <button type="button" className="button button--secondary" disabled={!editable || name.trim() === '' || name.trim() === storedName} onClick={() => onRename(name.trim())}>
          {t('scene.saveName')}
        </button>
      </div>
      <fieldset className="scene-editor__tools">
        <legend className="form-field__label">{t('scene.tools')}</legend>
        {TOOLS.map((option) => (
          <button key={option} type="button" className="chip" aria-pressed={tool === option} disabled={!editable} onClick={() => setTool(option)}>
            {t(`scene.tool.${option}`)}
          </button>
        ))}
        {tool !== 'choose' && <p className="form-field__hint">{t('scene.drawHint')}</p>}
      </fieldset>
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      {page.scene && (
        <ScenePhotoEditor scene={page.scene} name={storedName} parts={parts} chosen={chosen?.id ?? null} images={images} tool={tool} onChoose={setChosenId} onDrawn={drawn} />
      )}
      <div className="scene-editor__actions">
        <button type="button" className="button button--primary" disabled={!editable} onClick={() => setOpen({ kind: 'part', hotspot: middleRect() })}>
          <span aria-hidden="true">+</span>
          {t('scene.addPart')}
        </button>
        <button type="button" className="button button--secondary" disabled={changes.length === 0} onClick={undo}>
          {t('scene.undo')}
        </button>
        <Link className="button button--secondary" to={`${pathFor('scenes', lang)}?${new URLSearchParams({ b: board.id, p: page.id })}`}>
          {t('scene.preview')}
        </Link>
      </div>
      <section className="scene-editor__chosen" aria-live="polite" aria-label={chosen ? t('scene.part', { name: textIn(chosen.label, lang) }) : t('scene.noPart')}>
        <p className="scene-editor__part-name">{chosen ? t('scene.part', { name: textIn(chosen.label, lang) }) : t('scene.noPart')}</p>
        {chosen && (
          <div className="scene-editor__part-actions">
            <button type="button" className="button button--secondary" disabled={!editable} onClick={() => setOpen({ kind: 'part', hotspot: chosen.hotspot, card: chosen })}>
              {t('scene.editWords')}
            </button>
            {step(t('scene.move.left'), (h) => moveBy(h, -EDIT_STEP, 0))}
            {step(t('scene.move.right'), (h) => moveBy(h, EDIT_STEP, 0))}
            {step(t('scene.move.up'), (h) => moveBy(h, 0, -EDIT_STEP))}
            {step(t('scene.move.down'), (h) => moveBy(h, 0, EDIT_STEP))}
            {step(t('scene.size.wider'), (h) => resizeBy(h, EDIT_STEP, 0))}
            {step(t('scene.size.narrower'), (h) => resizeBy(h, -EDIT_STEP, 0))}
            {step(t('scene.size.taller'), (h) => resizeBy(h, 0, EDIT_STEP))}
            {step(t('scene.size.shorter'), (h) => resizeBy(h, 0, -EDIT_STEP))}
            <button type="button" className="button button--danger" disabled={!editable} onClick={() => removePart(chosen)}>
              {t('scene.removePart')}
            </button>
          </div>
        )}
      </section>
      <button type="button" className="button button--danger" disabled={!editable} onClick={() => setOpen({ kind: 'removePage' })}>
        {t('scene.removePage')}
      </button>
      {open?.kind === 'part' && (
        <ScenePartDialog
          editing={open.card !== undefined}
          initial={{
            label: open.card ? textIn(open.card.label, lang) : '',
            spoken: open.card?.spoken?.[lang] ?? '',
            voice: open.card?.recordingId ? { kind: 'stored', id: open.card.recordingId } : { kind: 'none' },
          }}
          onCancel={() => setOpen(null)}
          onSave={(draft) => void savePart(draft, open.hotspot, open.card)}
        />
      )}
      {open?.kind === 'removePage' && (
        <ConfirmDialog
          title={t('scene.removePageTitle')}
          text={t('scene.removePageText')}
          confirmLabel={t('scene.removePage')}
          cancelLabel={t('dialog.cancel')}
          danger
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setOpen(null);
            void edit(
              () => removeCategory(board.id, page.id),
              (removed) => (removed ? { done: t('editor.categoryRemoved'), undo: () => putBackCategory(removed) } : undefined),
            );
          }}
        />
      )}
    </div>
  );
}
