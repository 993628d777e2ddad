// The communication page (spec 000 §2.4, §4): category list → a category's phrases → back to the list. The open
// category is in the address (?c=…), so the browser's back and a reload agree with the screen.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { ModePrintLink } from '@/board-print';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { BoardNotice } from '@/boards/BoardNotice';
import { symbolSource } from '@/boards/card-text';
import { textIn } from '@/boards/local-text';
import { builtinBoardId } from '@/boards/seeds';
import { useBoard } from '@/boards/use-board';
import { useBoardSpeech } from '@/boards/use-board-speech';
import { useImageUrls } from '@/boards/use-image-urls';
import { useSayBoardCard } from '@/boards/use-say-card';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import { needTexts } from '@/i18n/i18n';
import { ScreenHeader } from '@/components/ScreenHeader';
import './communication.css';
import { commandMark } from '@/input/dom';

needTexts('communication');

const COMMUNICATION_MODE = 'communication';
const BOARD_ID = builtinBoardId('communication');
const PARAM = 'c';

export default function CommunicationScreen() {
  const { t } = useTranslation('communication');
  const lang = useLang();
  const view = useBoard(BOARD_ID);
  const board = view.status === 'ready' ? view.board : null;
  const images = useImageUrls(board);
  const say = useSayBoardCard(BOARD_ID, COMMUNICATION_MODE, images);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const category = board?.categories.find((c) => c.id === params.get(PARAM));
  useBoardSpeech(category?.cards ?? null, lang);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const lastOpened = useRef<number | null>(null);

  const categories = useMemo<CardGridItem[]>(
    () =>
      (board?.categories ?? []).map((c, index) => ({
        id: c.id,
        label: textIn(c.name, lang),
        symbol: symbolSource(c.symbol ?? c.cards[0]?.symbol, images),
        onSelect: () => {
          lastOpened.current = index;
          setParams({ [PARAM]: c.id }, { state: { fromList: true } });
        },
      })),
    [board, lang, images, setParams],
  );

  // Focus follows the view: to the phrases' heading on opening, back to the category card on returning.
  const openId = category?.id;
  useEffect(() => {
    if (openId) heading.current?.focus();
    else if (lastOpened.current !== null) list.current?.querySelectorAll('button').item(lastOpened.current)?.focus();
  }, [openId]);

  const backToList = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else setParams({}, { replace: true });
  };

  return (
    <div className="page communication">
      <ScreenHeader backTo="basic" backIsCommand={!category} />
      <h1 className="page__title">{t('title')}</h1>
      <BoardNotice view={view} />
      {!board ? null : category ? (
        <section aria-labelledby="communication-category">
          <div className="communication__bar">
            <button type="button" className="button button--secondary" {...commandMark('back')} onClick={backToList}>
              <span aria-hidden="true">←</span>
              {t('backToCategories')}
            </button>
            <h2 id="communication-category" className="communication__category" ref={heading} tabIndex={-1}>
              {textIn(category.name, lang)}
            </h2>
          </div>
          <BoardCardGrid cards={category.cards} images={images} onChoose={say} label={t('phrasesOf', { category: textIn(category.name, lang) })} />
        </section>
      ) : (
        <div ref={list}>
          <p className="page__intro page__intro--large">{t('intro')}</p>
          <CardGrid cards={categories} label={t('categoriesLabel')} />
        </div>
      )}
      <ModePrintLink boardId={board?.id} />
    </div>
  );
}
