// The nine quick phrases as large cards (keys 1–9, switch scanning and dwell come from the input runtime), read
// from their board on the device, so a family can change them in My boards. Choosing one says it, shows it full
// screen for 3 s and counts the card once per session.
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { ModePrintLink } from '@/board-print';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { inputMark } from '@/input/dom';
import { BoardNotice } from '@/boards/BoardNotice';
import { allCards } from '@/boards/arrange';
import { builtinBoardId } from '@/boards/seeds';
import { useBoard } from '@/boards/use-board';
import { useBoardSpeech } from '@/boards/use-board-speech';
import { useImageUrls } from '@/boards/use-image-urls';
import { useSayBoardCard } from '@/boards/use-say-card';

/** Spec 001 §9: the phrase display closes by itself after 3 s. */
export const PHRASE_DISPLAY_MS = 3000;
export const INCLUSIVE_MODE = 'inclusive';
const BOARD_ID = builtinBoardId('quick-phrases');
const SAY_OPTIONS = { autoCloseMs: PHRASE_DISPLAY_MS, oncePerSession: true };

export function QuickPhrases() {
  const { t } = useTranslation('inclusive');
  const lang = useLang();
  const view = useBoard(BOARD_ID);
  const board = view.status === 'ready' ? view.board : null;
  const cards = board ? allCards(board) : null;
  const images = useImageUrls(board);
  const say = useSayBoardCard(BOARD_ID, INCLUSIVE_MODE, images, SAY_OPTIONS);
  useBoardSpeech(cards, lang);
  return (
    <>
      <BoardNotice view={view} />
      {/* Scanned before the page's header (a hands-free user here has come for the phrases); the layout's phrases area. */}
      <div className="quick-phrases__scan" {...inputMark('scanFirst')}>
        {cards && <BoardCardGrid cards={cards} images={images} onChoose={say} label={t('phrases')} className="quick-phrases" />}
      </div>
      <ModePrintLink boardId={board?.id} />
    </>
  );
}
