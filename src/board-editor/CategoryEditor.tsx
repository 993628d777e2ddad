// One category in the editor: its name and colour with edit, move and remove, and its cards as buttons. Choosing a
// card opens its actions (edit, move earlier or later, remove), so a switch or keyboard user scans the cards once,
// then a handful of actions, instead of four buttons per card.
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { CardLabel } from '@/components/card/Card';
import { readableTextOn } from '@/components/card/contrast';
import { SymbolView } from '@/components/card/SymbolView';
import { Icon } from '@/components/Icon';
import { symbolSource } from '@/boards/card-text';
import { CATEGORY_COLOR_HEX, textIn, type CardRow, type Category } from '@/boards/model';
import { SortableList, useSortableItem, wasJustDragged } from './SortableList';
import './choices.css';

interface Props {
  category: Category;
  images: ReadonlyMap<string, string>;
  first: boolean;
  last: boolean;
  editable: boolean;
  onAddCard: () => void;
  onOpenCard: (card: CardRow) => void;
  /** A folder card's board name: null when that board is not on the device; undefined for a card that is no folder
   * (or while the names are read). */
  linkName: (card: CardRow) => string | null | undefined;
  /** A card dragged to a new place in the category. */
  onPlaceCard: (cardId: string, index: number) => void;
  /** Makes the category's header the handle that drags the category (the board's sortable list). */
  dragHandle?: ReturnType<typeof useSortableItem>['handlers'];
  onEdit: () => void;
  onRemove: () => void;
  onMove: (step: -1 | 1) => void;
}

export function CategoryEditor({ category, images, first, last, editable, onAddCard, onOpenCard, linkName, onPlaceCard, dragHandle, onEdit, onRemove, onMove }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const name = textIn(category.name, lang);
  const headingId = `categoria-editor-${category.id}`;
  return (
    <section className="category-editor" aria-labelledby={headingId}>
      <div className="category-editor__header" {...(editable ? dragHandle : {})}>
        <h3 id={headingId} className="category-editor__name">
          <span className="category-editor__swatch" style={{ backgroundColor: CATEGORY_COLOR_HEX[category.color] }} aria-hidden="true" />
          {name}
        </h3>
        <div className="category-editor__actions">
          <button type="button" className="button button--secondary" disabled={!editable} aria-label={t('editor.editCategory', { name })} onClick={onEdit}>
            <Icon emoji="✏️" />
          </button>
          <button type="button" className="button button--secondary" disabled={!editable || first} aria-label={t('editor.categoryEarlier', { name })} onClick={() => onMove(-1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className="button button--secondary" disabled={!editable || last} aria-label={t('editor.categoryLater', { name })} onClick={() => onMove(1)}>
            <span aria-hidden="true">↓</span>
          </button>
          <button type="button" className="button button--secondary" disabled={!editable} aria-label={t('editor.removeCategory', { name })} onClick={onRemove}>
            <Icon emoji="🗑️" />
          </button>
        </div>
      </div>
      {category.cards.length === 0 ? (
        <p className="category-editor__empty">{t('editor.emptyCategory')}</p>
      ) : (
        <SortableList ids={category.cards.map((card) => card.id)} onMove={onPlaceCard}>
          <ul className="category-editor__cards" aria-label={name}>
            {category.cards.map((card) => (
              <EditorCard key={card.id} card={card} images={images} editable={editable} link={linkName(card)} onOpen={() => onOpenCard(card)} />
            ))}
          </ul>
        </SortableList>
      )}
      <button type="button" className="button button--secondary category-editor__add" disabled={!editable} aria-label={t('editor.addCardTo', { category: name })} onClick={onAddCard}>
        <span aria-hidden="true">+</span>
        {t('editor.addCard')}
      </button>
    </section>
  );
}

interface CardProps {
  card: CardRow;
  images: ReadonlyMap<string, string>;
  editable: boolean;
  link: string | null | undefined;
  onOpen: () => void;
}

function EditorCard({ card, images, editable, link, onOpen }: CardProps) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const { setNode, style, handlers, dragging } = useSortableItem(card.id);
  const label = textIn(card.label, lang);
  // A colour from a board file may be dark: the words take the readable colour on it, as on the cards of the modes.
  const cardText = card.color ? readableTextOn(card.color) : null;
  return (
    <li ref={setNode} style={style} className={dragging ? 'editor-card__item editor-card__item--dragging' : 'editor-card__item'}>
      <button
        type="button"
        className="card editor-card"
        disabled={!editable}
        aria-label={link === undefined ? t('editor.cardActions', { label }) : `${t('editor.cardActions', { label })}, ${link === null ? t('editor.folderMissing') : t('editor.folderTo', { name: link })}`}
        aria-haspopup="dialog"
        style={cardText ? { backgroundColor: card.color, color: cardText, borderColor: cardText } : undefined}
        {...(editable ? handlers : {})}
        onClick={() => {
          if (!wasJustDragged()) onOpen();
        }}
      >
        <SymbolView symbol={symbolSource(card.symbol, images)} className="card__symbol" />
        <CardLabel label={label} />
        {card.recordingId && (
          <span className="editor-card__voice">
            <Icon emoji="🎙️" />
          </span>
        )}
      </button>
      {/* Where a folder card leads, under it (its name says it to a screen reader). */}
      {link !== undefined && (
        <p className="editor-card__folder" aria-hidden="true">
          <Icon emoji="📂" />
          <span className="editor-card__folder-name">{link ?? t('editor.folderMissingShort')}</span>
        </p>
      )}
    </li>
  );
}
