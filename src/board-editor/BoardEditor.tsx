// Over 300 lines because it is one component: the open dialog, the drag and each Undo are state every part of the
// board shares. A part that gets state of its own moves out (as the card and category dialogs did).
// The editor of one board: its name, type and mode, its categories with their cards (add, edit, remove with Undo,
// move earlier or later — buttons any keyboard, switch or pointer reaches), and a preview that speaks.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { BoardNotice } from '@/boards/BoardNotice';
import { allCards } from '@/boards/arrange';
import { textIn, withText, type CardRow, type Category } from '@/boards/model';
import {
  moveCard,
  moveCategory,
  placeCard,
  placeCategory,
  putBackCard,
  putBackCategory,
  removeCard,
  removeCategory,
  saveCard,
  saveCategory,
  saveMedia,
} from '@/boards/store';
import { useBoard } from '@/boards/use-board';
import { useBoardNames } from '@/boards/use-board-names';
import { useImageUrls } from '@/boards/use-image-urls';
import { BoardPreview } from './BoardPreview';
import { BoardSettings } from './BoardSettings';
import { CardActionsDialog } from './CardActionsDialog';
import { CardDialog, type CardDraft } from './CardDialog';
import { CategoryDialog, type CategoryDraft } from './CategoryDialog';
import { CategoryEditor } from './CategoryEditor';
import { SceneEditor } from './SceneEditor';
import { SortableList, useSortableItem } from './SortableList';
import { ConfirmDialog } from '@/components/dialog/Dialog';
import { useEdit } from './use-edit';
import { commandMark } from '@/input/dom';

type Open =
  | { kind: 'actions'; cardId: string }
  | { kind: 'card'; categoryId: string; card?: CardRow }
  | { kind: 'category'; category?: Category }
  | { kind: 'removeCategory'; category: Category }
  | null;

interface Props {
  boardId: string;
  /** The boards opened before this one through folder cards, the last one first to go back to. */
  trail?: readonly string[];
  /** Opens another board in the editor (a folder card's), or goes back along the trail (`trail` is then shorter). */
  onOpenBoard?: (id: string, trail: readonly string[]) => void;
  /** Replaces the way back to My boards (the professional area's create-board page has its own). */
  back?: ReactNode;
  /** What comes after the board (the create-board page's Save). */
  footer?: ReactNode;
  /** Moves the focus to the board's name once it shows (a board reached through a folder card or back). */
  focusTitle?: boolean;
  /** The board's name is the page's heading (1), or under the page's own (2). */
  headingLevel?: 1 | 2;
}

export function BoardEditor({ boardId, trail = [], onOpenBoard, back: ownBack, footer, focusTitle = false, headingLevel = 1 }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const view = useBoard(boardId);
  const board = view.status === 'ready' ? view.board : null;
  // The boards its folder cards open and the one it was opened from: their names, read when there are any.
  const namedIds = useMemo(() => [...(board ? allCards(board).flatMap((card) => (card.linkBoardId ? [card.linkBoardId] : [])) : []), ...trail.slice(-1)], [board, trail]);
  const names = useBoardNames(namedIds);
  const boardNames = useMemo(() => new Map([...(names ?? [])].map(([id, name]) => [id, textIn(name, lang)])), [names, lang]);
  const images = useImageUrls(board);
  const edit = useEdit();
  const [open, setOpen] = useState<Open>(null);
  const [previewing, setPreviewing] = useState(false);
  const [status, setStatus] = useState('');

  const createCategory = useCallback(
    (draft: CategoryDraft) =>
      edit(
        () => saveCategory({ boardId, name: { [lang]: draft.name }, color: draft.color }),
        () => ({ done: t('category.created', { name: draft.name }) }),
      ),
    [edit, boardId, lang, t],
  );

  // Opened from a folder card: back (Escape, the back switch) returns to that folder's board first.
  const parentId = trail.at(-1);
  const parentName = parentId ? (boardNames.get(parentId) ?? t('editor.folderUnknown')) : '';
  const back =
    parentId && onOpenBoard ? (
      <div className="board-editor__trail">
        <button type="button" className="button button--secondary boards-screen__back" onClick={() => onOpenBoard(parentId, trail.slice(0, -1))} {...commandMark('back')}>
          <span aria-hidden="true">←</span>
          {t('editor.backToFolder', { name: parentName })}
        </button>
        {ownBack ?? (
          <Link className="button button--secondary" to="?">
            {t('editor.back')}
          </Link>
        )}
      </div>
    ) : (
      (ownBack ?? (
        <Link className="button button--secondary boards-screen__back" to="?" {...commandMark('back')}>
          <span aria-hidden="true">←</span>
          {t('editor.back')}
        </Link>
      ))
    );

  if (!board) {
    return (
      <>
        {back}
        {view.status === 'loading' ? <BoardNotice view={view} /> : <p className="board-notice" role="alert">{t('editor.notFound')}</p>}
      </>
    );
  }

  const name = textIn(board.name, lang);
  const editable = view.status === 'ready' && view.stored;

  function saveDraft(draft: CardDraft, card: CardRow | undefined) {
    if (!draft.symbol && !draft.photo) return;
    setOpen(null);
    const label = withText(card?.label, lang, draft.label.trim());
    const spokenText = draft.spoken.trim();
    // A spoken text equal to the label says nothing new: the label is said.
    const spoken = spokenText && spokenText !== draft.label.trim() ? withText(card?.spoken, lang, spokenText) : undefined;
    void edit(
      async () => {
        // The photo and the voice are stored first: if the device is full, the card is not touched.
        const symbol = draft.photo ? { kind: 'image' as const, mediaId: await saveMedia('image', draft.photo, Date.now(), draft.photoLicense) } : draft.symbol!;
        const recordingId =
          draft.voice.kind === 'new' ? await saveMedia('audio', draft.voice.audio) : draft.voice.kind === 'stored' ? draft.voice.id : undefined;
        return saveCard({
          boardId,
          ...(card ? { id: card.id } : {}),
          categoryId: draft.categoryId,
          label,
          ...(spoken ? { spoken } : {}),
          symbol,
          ...(card?.color ? { color: card.color } : {}),
          ...(recordingId ? { recordingId } : {}),
        });
      },
      () => ({ done: card ? t('card.edited') : t('card.added') }),
    );
  }

  function remove(card: CardRow) {
    void edit(
      () => removeCard(boardId, card.id),
      (removed) => (removed ? { done: t('card.removed'), undo: () => putBackCard(removed) } : undefined),
    );
  }

  function move(card: CardRow, step: -1 | 1) {
    const category = board?.categories.find((c) => c.id === card.categoryId);
    const index = category?.cards.findIndex((c) => c.id === card.id) ?? -1;
    void edit(() => moveCard(boardId, card.id, step)).then((moved) => {
      if (moved) setStatus(t('editor.moved', { label: textIn(card.label, lang), position: index + step + 1 }));
    });
  }

  // The card whose actions are open, as it is now (its place changes as it moves; another tab may remove it).
  const actionsFor = open?.kind === 'actions' ? findCard(board.categories, open.cardId) : null;

  return (
    <>
      {back}
      {headingLevel === 1 ? (
        <h1 className="page__title" tabIndex={-1} ref={focusTitle ? focusOnce : undefined}>
          {name}
        </h1>
      ) : (
        <h2 className="page__title">{name}</h2>
      )}
      <BoardNotice view={view} />
      {board.origin === 'builtin' && <p className="page__intro">{t('editor.builtinNote')}</p>}
      <BoardSettings board={board} editable={editable} />
      {board.type === 'scene' && <SceneEditor board={board} images={images} editable={editable} />}
      {board.type !== 'scene' && (
        <div className="board-editor__toolbar">
          <button type="button" className="button button--secondary" aria-pressed={previewing} onClick={() => setPreviewing((on) => !on)}>
            {previewing ? t('editor.stopPreview') : t('editor.preview')}
          </button>
        </div>
      )}
      {board.type === 'scene' ? null : previewing ? (
        <BoardPreview board={board} images={images} />
      ) : (
        <section className="board-editor__categories" aria-labelledby="board-editor-categories">
          <h2 id="board-editor-categories" className="page__subtitle">
            {t('editor.categories')}
          </h2>
          <SortableList ids={board.categories.map((category) => category.id)} onMove={(id, index) => void edit(() => placeCategory(boardId, id, index))}>
            {board.categories.map((category, index) => (
              <SortableCategory key={category.id} id={category.id}>
                {(dragHandle) => (
                  <CategoryEditor
                    category={category}
                    images={images}
                    first={index === 0}
                    last={index === board.categories.length - 1}
                    editable={editable}
                    dragHandle={dragHandle}
                    onAddCard={() => setOpen({ kind: 'card', categoryId: category.id })}
                    onOpenCard={(card) => setOpen({ kind: 'actions', cardId: card.id })}
                    linkName={(card) => (card.linkBoardId && names ? (boardNames.get(card.linkBoardId) ?? null) : undefined)}
                    onPlaceCard={(cardId, to) => void edit(() => placeCard(boardId, cardId, category.id, to))}
                    onEdit={() => setOpen({ kind: 'category', category })}
                    onRemove={() => setOpen({ kind: 'removeCategory', category })}
                    onMove={(step) => void edit(() => moveCategory(boardId, category.id, step))}
                  />
                )}
              </SortableCategory>
            ))}
          </SortableList>
          <button type="button" className="button button--secondary" disabled={!editable} onClick={() => setOpen({ kind: 'category' })}>
            <span aria-hidden="true">+</span>
            {t('editor.addCategory')}
          </button>
        </section>
      )}
      {footer}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {actionsFor && (
        <CardActionsDialog
          card={actionsFor.card}
          position={actionsFor.index + 1}
          count={actionsFor.category.cards.length}
          images={images}
          onClose={() => setOpen(null)}
          link={
            actionsFor.card.linkBoardId
              ? {
                  name: names ? (boardNames.get(actionsFor.card.linkBoardId) ?? null) : undefined,
                  onOpen: onOpenBoard && boardNames.has(actionsFor.card.linkBoardId) ? () => onOpenBoard(actionsFor.card.linkBoardId!, [...trail, boardId]) : undefined,
                }
              : undefined
          }
          onEdit={() => setOpen({ kind: 'card', categoryId: actionsFor.card.categoryId, card: actionsFor.card })}
          onMove={(step) => move(actionsFor.card, step)}
          onRemove={() => {
            setOpen(null);
            remove(actionsFor.card);
          }}
        />
      )}
      {open?.kind === 'card' && (
        <CardDialog
          editing={open.card !== undefined}
          initial={{
            label: open.card ? textIn(open.card.label, lang) : '',
            // What the card says in this language only: another language's words are never offered to be said here.
            spoken: open.card?.spoken?.[lang] ?? '',
            symbol: open.card?.symbol ?? null,
            photo: null,
            voice: open.card?.recordingId ? { kind: 'stored', id: open.card.recordingId } : { kind: 'none' },
            categoryId: open.categoryId,
          }}
          categories={board.categories}
          images={images}
          onCancel={() => setOpen(null)}
          onSave={(draft) => saveDraft(draft, open.card)}
          onCreateCategory={createCategory}
        />
      )}
      {open?.kind === 'category' && (
        <CategoryDialog
          initial={open.category ? { name: textIn(open.category.name, lang), color: open.category.color } : undefined}
          onCancel={() => setOpen(null)}
          onSave={(draft) => {
            const category = open.category;
            setOpen(null);
            if (!category) {
              void createCategory(draft);
              return;
            }
            void edit(
              () => saveCategory({ boardId, id: category.id, name: withText(category.name, lang, draft.name), color: draft.color }),
              () => ({ done: t('category.edited') }),
            );
          }}
        />
      )}
      {open?.kind === 'removeCategory' && (
        <ConfirmDialog
          title={t('editor.removeCategoryConfirmTitle', { name: textIn(open.category.name, lang) })}
          text={t('editor.removeCategoryConfirm', { count: open.category.cards.length })}
          confirmLabel={t('editor.removeCategory', { name: textIn(open.category.name, lang) })}
          cancelLabel={t('dialog.cancel')}
          danger
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            const { category } = open;
            setOpen(null);
            void edit(
              () => removeCategory(boardId, category.id),
              (removed) => (removed ? { done: t('editor.categoryRemoved'), undo: () => putBackCategory(removed) } : undefined),
            );
          }}
        />
      )}
    </>
  );
}

/** Focuses the element the first time it is drawn. */
function focusOnce(element: HTMLElement | null): void {
  if (element && !element.dataset.focused) {
    element.dataset.focused = 'true';
    element.focus();
  }
}

function findCard(categories: readonly Category[], cardId: string): { card: CardRow; category: Category; index: number } | null {
  for (const category of categories) {
    const index = category.cards.findIndex((card) => card.id === cardId);
    if (index >= 0) return { card: category.cards[index]!, category, index };
  }
  return null;
}

/** A category of the editor that a mouse or finger can drag by its header. */
function SortableCategory({ id, children }: { id: string; children: (handle: ReturnType<typeof useSortableItem>['handlers']) => ReactNode }) {
  const { setNode, style, handlers } = useSortableItem(id);
  return (
    <div ref={setNode} style={style}>
      {children(handlers)}
    </div>
  );
}
