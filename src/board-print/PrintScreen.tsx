// Printing a board (issue 17): the board (with its folders, if asked) laid out on paper, one sheet per category, at
// a chosen card size, in colour or not. The screen shows the sheets as they will print; Print opens the browser's
// print dialog (or PDF), where only the sheets appear. Each sheet's footer names the board, the category and the
// sheet, and credits the symbols: OpenMoji for the bundled ones, and the licences a board file brought.
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import bundled, { others } from 'virtual:symbols';
import { useLang } from '@/i18n/current-language';
import { licenceLines } from '@/boards/licence';
import { cardImageIds } from '@/boards/arrange';
import { cardLabel, symbolSource } from '@/boards/card-text';
import { CATEGORY_COLOR_HEX } from '@/boards/colors';
import { textIn } from '@/boards/local-text';
import type { Board, CardRow, Category } from '@/boards/model';
import { emojiCode } from '@/components/card/symbol';
import { readableTextOn } from '@/components/card/contrast';
import { SymbolView } from '@/components/card/SymbolView';
import { ChipChoice } from '@/components/form/ChipChoice';
import { Icon } from '@/components/Icon';
import { ScreenHeader } from '@/components/ScreenHeader';
import { needTexts } from '@/i18n/i18n';
import { ScenePrint } from '@/scenes';
import { cameFrom } from './came-from';
import { CARD_SIZES, paginate, type CardSize, type PrintPage } from './layout';
import './print.css';
import type { Lang } from '@/i18n/language';

needTexts('boardPrint');

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; boards: Board[]; images: Map<string, string>; licences: Map<string, Record<string, unknown> | undefined> };


/** The board and its folders from the device, with object addresses for their pictures (freed on leaving). */
function usePrintedBoards(id: string | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded & { id?: string | null }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const urls: string[] = [];
    void (async () => {
      if (!id) return setLoaded({ status: 'missing', id });
      const [{ readLinkedBoards }, { readMedia }] = await Promise.all([import('@/boards/linked'), import('@/boards/store')]);
      const boards = await readLinkedBoards(id);
      const media = await readMedia(cardImageIds(boards));
      if (!live) return;
      const images = new Map<string, string>();
      const licences = new Map<string, Record<string, unknown> | undefined>();
      for (const [mediaId, row] of media) {
        const url = URL.createObjectURL(row.blob);
        urls.push(url);
        images.set(mediaId, url);
        licences.set(mediaId, row.license);
      }
      setLoaded(boards.length > 0 ? { status: 'ready', boards, images, licences, id } : { status: 'missing', id });
    })().catch(() => live && setLoaded({ status: 'missing', id }));
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [id]);
  return loaded.id === id ? loaded : { status: 'loading' };
}

export default function PrintScreen() {
  const { t } = useTranslation('boardPrint');
  const lang = useLang();
  const [params] = useSearchParams();
  const backPath = cameFrom(useLocation().state);
  const loaded = usePrintedBoards(params.get('b'));
  const [size, setSize] = useState<CardSize>('medium');
  const [colours, setColours] = useState<'on' | 'off'>('on');
  const [linked, setLinked] = useState<'one' | 'all'>('one');
  const all = loaded.status === 'ready' ? loaded.boards : null;
  const boards = useMemo(() => (all ? (linked === 'all' ? all : all.slice(0, 1)) : []), [all, linked]);
  // A scene's page is one sheet whatever the size of its cards: its picture with its parts numbered.
  const pages = useMemo(() => paginate(boards, size).filter((page) => !page.category.scene || page.part === 1), [boards, size]);
  const root = boards[0];

  return (
    <div className="page board-print">
      <ScreenHeader {...(backPath ? { backPath } : {})} />
      <h1 className="page__title">{t('title')}</h1>
      {loaded.status === 'loading' && (
        <p className="board-notice board-notice--loading" role="status">
          {t('loading')}
        </p>
      )}
      {loaded.status === 'missing' && (
        <p className="board-notice" role="alert">
          {t('missing')}
        </p>
      )}
      {loaded.status === 'ready' && root && (
        <>
          <p className="page__intro">{t('intro', { name: textIn(root.name, lang) })}</p>
          <div className="board-print__controls">
            <ChipChoice label={t('size.label')} value={size} options={CARD_SIZES} labelOf={(option) => t(`size.${option}`)} onChange={setSize} />
            <ChipChoice label={t('colours.label')} value={colours} options={['on', 'off'] as const} labelOf={(option) => t(`colours.${option}`)} onChange={setColours} />
            {loaded.boards.length > 1 && (
              <ChipChoice
                label={t('linked.label')}
                value={linked}
                options={['one', 'all'] as const}
                labelOf={(option) => t(`linked.${option}`, { count: loaded.boards.length })}
                onChange={setLinked}
              />
            )}
            <p className="board-print__summary" role="status">
              {pages.length > 0 ? t('summary', { count: pages.length }) : t('empty')}
            </p>
            <button type="button" className="button button--primary" disabled={pages.length === 0} onClick={() => window.print()}>
              <Icon emoji="🖨️" />
              {t('print')}
            </button>
          </div>
          <div className="board-print__preview" role="region" aria-label={t('preview')}>
            {pages.map((page) => (
              <Sheet key={page.key} page={page} images={loaded.images} licences={loaded.licences} coloured={colours === 'on'} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function usesBundledSymbols(board: Board): boolean {
  return board.categories.some((category) => category.cards.some((card) => card.symbol.kind === 'emoji' && card.symbol.emoji !== '' && (others || bundled.has(emojiCode(card.symbol.emoji)))));
}

function Sheet({ page, images, licences, coloured }: { page: PrintPage; images: ReadonlyMap<string, string>; licences: ReadonlyMap<string, Record<string, unknown> | undefined>; coloured: boolean }) {
  const { t } = useTranslation('boardPrint');
  const lang = useLang();
  const { board, category } = page;
  const boardName = textIn(board.name, lang);
  const categoryName = textIn(category.name, lang);
  const credits = useMemo(() => {
    const ids = cardImageIds([board]);
    const lines = licenceLines(board.license, ids.map((id) => licences.get(id)));
    const list = lines.map((line) => (line.count === 0 ? t('licenceBoard', { text: line.text }) : t('licenceMedia', { count: line.count, text: line.text }))).join('; ');
    return [usesBundledSymbols(board) ? t('symbols') : null, list ? t('licences', { list }) : null].filter(Boolean).join(' ');
  }, [board, licences, t]);
  const style = { '--columns': page.columns, '--cell': page.cellMm } as CSSProperties;
  const title = categoryName === boardName ? boardName : `${boardName} — ${categoryName}`;
  const footer = (
    <footer className="print-sheet__foot">
      <p>
        {title} · {category.scene ? t('madeWith') : `${t('page', { part: page.part, parts: page.parts })} · ${t('madeWith')}`}
      </p>
      {credits && <p>{credits}</p>}
    </footer>
  );
  if (category.scene) return <ScenePrint page={category} title={title} images={images} lang={lang} footer={footer} />;
  return (
    <section className="print-sheet" aria-label={title}>
      <h2 className="print-sheet__title">{title}</h2>
      <div className="print-sheet__grid" style={style}>
        {page.cells.map((card, index) =>
          card ? <PrintCard key={card.id} card={card} category={category} images={images} coloured={coloured} lang={lang} /> : <div key={`empty-${index}`} className="print-card print-card--empty" />,
        )}
      </div>
      {footer}
    </section>
  );
}

function PrintCard({ card, category, images, coloured, lang }: { card: CardRow; category: Category; images: ReadonlyMap<string, string>; coloured: boolean; lang: Lang }) {
  const background = coloured ? (card.color ?? CATEGORY_COLOR_HEX[category.color]) : '#ffffff';
  const symbol = symbolSource(card.symbol, images);
  return (
    <div className={symbol === null ? 'print-card print-card--words' : 'print-card'} style={{ backgroundColor: background, color: readableTextOn(background) ?? '#000000' }}>
      <SymbolView symbol={symbol} className="print-card__symbol" eager />
      <span className="print-card__label">{cardLabel(card, lang)}</span>
    </div>
  );
}
