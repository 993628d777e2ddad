// The board as the modes show it, in the editor: each category's cards, coloured, and a tap says the card (its
// own recording, if it has one) without counting it as a use.
import { useLang } from '@/i18n/current-language';
import { useTranslation } from 'react-i18next';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { textIn, type Board } from '@/boards/model';
import { useSayBoardCard } from '@/boards/use-say-card';

const PREVIEW = { record: false };

export function BoardPreview({ board, images }: { board: Board; images: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const say = useSayBoardCard(board.id, 'preview', images, PREVIEW);
  return (
    <section className="board-preview" aria-labelledby="board-preview-title">
      <h2 id="board-preview-title" className="page__subtitle">
        {t('editor.previewTitle')}
      </h2>
      {board.categories.map((category) => {
        const name = textIn(category.name, lang);
        return (
          <div key={category.id} className="board-preview__category">
            <h3 className="board-preview__name">{name}</h3>
            <BoardCardGrid cards={category.cards} label={name} images={images} onChoose={say} categoryColor={category.color} />
          </div>
        );
      })}
    </section>
  );
}
