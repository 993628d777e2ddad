// One page of cards reached from the basic mode (needs, feelings, animals and objects, pain): a title, a line of
// help and the page's board, read from the device. Tapping a card says it and shows it full screen; pain cards
// also answer a 1 s hold. A board the family gave more categories shows each under its name.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { ModePrintLink } from '@/board-print';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { BoardNotice } from '@/boards/BoardNotice';
import { allCards } from '@/boards/arrange';
import { textIn } from '@/boards/local-text';
import type { CardRow } from '@/boards/model';
import { builtinBoardId, type SeedKey } from '@/boards/seeds';
import { useBoard } from '@/boards/use-board';
import { useBoardSpeech } from '@/boards/use-board-speech';
import { useImageUrls } from '@/boards/use-image-urls';
import { useSayBoardCard } from '@/boards/use-say-card';
import { needTexts } from '@/i18n/i18n';
import { ScreenHeader } from '@/components/ScreenHeader';

needTexts('cards');

type CardPageId = 'needs' | 'feelings' | 'animalsObjects' | 'pain';

interface CardPageProps {
  page: CardPageId;
  /** Card usage is recorded under this mode name. */
  mode: string;
  /** The built-in board the page shows. */
  seed: SeedKey;
  /** Holding a card 1 s chooses it too (the pain page). */
  holdToChoose?: boolean;
  closeMessage?: string;
}

export function CardPageScreen({ page, mode, seed, holdToChoose = false, closeMessage }: CardPageProps) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const boardId = builtinBoardId(seed);
  const view = useBoard(boardId);
  const board = view.status === 'ready' ? view.board : null;
  const images = useImageUrls(board);
  const say = useSayBoardCard(boardId, mode, images);
  const choose = useCallback((card: CardRow) => say(card, closeMessage), [say, closeMessage]);
  useBoardSpeech(board ? allCards(board) : null, lang);
  const categories = board?.categories ?? [];

  return (
    <div className="page">
      <ScreenHeader backTo="basic" />
      <h1 className="page__title">{t(`${page}.title`)}</h1>
      <p className="page__intro page__intro--large">{t(`${page}.intro`)}</p>
      <BoardNotice view={view} />
      {categories.length === 1 ? (
        <BoardCardGrid cards={categories[0]!.cards} label={t(`${page}.list`)} images={images} onChoose={choose} holdToChoose={holdToChoose} />
      ) : (
        categories.map((category) => {
          const name = textIn(category.name, lang);
          return (
            <section key={category.id} aria-label={name}>
              <h2 className="page__subtitle">{name}</h2>
              <BoardCardGrid cards={category.cards} label={name} images={images} onChoose={choose} holdToChoose={holdToChoose} />
            </section>
          );
        })
      )}
      <ModePrintLink boardId={board?.id} />
    </div>
  );
}
