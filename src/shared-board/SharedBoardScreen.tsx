// A board opened from its share link (/board/{token}, public; spec 001 §2, §4, issue 15): 'Carregando prancha...',
// then the board, usable and speaking, with "Save to my boards"; a link whose board cannot be read (cut, edited,
// unknown) says 'Prancha não encontrada'. Without a backend the board travels in the link's fragment; with one it is
// read by its exact token (get_shared_board). The demo tokens open the sample boards.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { cardLabel, cardSpoken } from '@/boards/card-text';
import { textIn, type CardRow, type Category } from '@/boards/model';
import { useSayCard } from '@/boards/use-say-card';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useToast } from '@/components/toast/context';
import { needTexts } from '@/i18n/i18n';
import { backendConfig } from '@/backend/config';
import { checkContent, decodeFragment, PHOTO_PLACEHOLDER, type SharedBoardContent } from '@/boards/link';
import { demoBoardOf, isShareToken } from './token';
import './shared-board.css';

needTexts('sharedBoard');

const NO_IMAGES: ReadonlyMap<string, string> = new Map();
const SHARED_MODE = 'shared';

/** The board of a link: its content, null when there is none, or 'unreachable' when the backend that keeps it did not answer. */
async function readShared(token: string, hash: string): Promise<SharedBoardContent | null | 'unreachable'> {
  const demo = demoBoardOf(token);
  if (demo) {
    const [{ seedRows }, { arrange }, { sharedContent }] = await Promise.all([import('@/boards/seeds'), import('@/boards/arrange'), import('@/boards/link')]);
    const rows = seedRows(demo, Date.now());
    return sharedContent(arrange(rows.board, rows.categories, rows.cards));
  }
  if (!isShareToken(token)) return null;
  if (hash.replace(/^#/, '').startsWith('b=') || !backendConfig()) return decodeFragment(hash);
  const { readSharedBoard } = await import('@/backend/shared-boards');
  const stored = await readSharedBoard(token);
  if (stored.found) return checkContent(stored.board);
  return stored.reason === 'unreachable' ? 'unreachable' : null;
}

type View = { status: 'loading' } | { status: 'found'; content: SharedBoardContent } | { status: 'missing' } | { status: 'unreachable' };

export default function SharedBoardScreen() {
  const { t } = useTranslation('sharedBoard');
  const lang = useLang();
  const toast = useToast();
  const { token = '' } = useParams();
  const { hash } = useLocation();
  // The board's fragment as the page was opened with it: a later hash (the skip link's #main) is not another board.
  const [fragment] = useState(hash);
  const [view, setView] = useState<View>({ status: 'loading' });
  const [savedId, setSavedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const say = useSayCard(SHARED_MODE);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void readShared(token, fragment)
      .catch(() => null)
      .then((content) => {
        if (!current) return;
        setView(content === 'unreachable' ? { status: 'unreachable' } : content ? { status: 'found', content } : { status: 'missing' });
      });
    return () => {
      current = false;
    };
  }, [token, fragment, attempt]);

  const categories = useMemo<Category[]>(() => {
    if (view.status !== 'found') return [];
    const { content } = view;
    return [...content.categories]
      .sort((a, b) => a.order - b.order)
      .map((category) => ({
        ...category,
        cards: content.cards
          .filter((card) => card.categoryId === category.id)
          .sort((a, b) => a.order - b.order)
          .map((card): CardRow => ({ ...card, boardId: 'shared', updatedAt: 0 })),
      }));
  }, [view]);

  if (view.status === 'loading') {
    return (
      <div className="page shared-board">
        <ScreenHeader />
        <h1 className="page__title">{t('shared')}</h1>
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (view.status === 'unreachable') {
    return (
      <div className="page shared-board">
        <ScreenHeader />
        <h1 className="page__title">{t('unreachable.title')}</h1>
        <p className="page__intro" role="status">
          {t('unreachable.text')}
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setView({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('unreachable.retry')}
        </button>
      </div>
    );
  }
  if (view.status === 'missing') {
    return (
      <div className="page shared-board">
        <ScreenHeader />
        <h1 className="page__title">{t('notFound.title')}</h1>
        <p className="page__intro" role="status">
          {t('notFound.text')}
        </p>
        <Link className="button button--primary" to={pathFor('home', lang)}>
          {t('notFound.home')}
        </Link>
      </div>
    );
  }

  const { content } = view;
  const name = textIn(content.board.name, lang);
  const hasPlaceholders = content.cards.some((card) => card.symbol.kind === 'emoji' && card.symbol.emoji === PHOTO_PLACEHOLDER);
  const choose = (card: CardRow) => say({ id: card.id, label: cardLabel(card, lang), spoken: cardSpoken(card, lang), symbol: card.symbol.kind === 'emoji' ? card.symbol.emoji : undefined });

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      const { addReceivedBoard } = await import('@/boards/store');
      const id = await addReceivedBoard(content);
      setSavedId(id);
      toast.show({ title: t('saved', { name }) });
    } catch {
      toast.show({ title: t('saveFailed'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="page shared-board">
      <ScreenHeader />
      <p className="shared-board__kicker">{t('shared')}</p>
      <h1 className="page__title">{name}</h1>
      <p className="page__intro">{t('intro')}</p>
      {hasPlaceholders && <p className="shared-board__note">{t('photos')}</p>}
      <div className="shared-board__actions">
        {savedId ? (
          <Link className="button button--primary" to={`${pathFor('boards', lang)}?b=${encodeURIComponent(savedId)}`}>
            {t('open')}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void save()}>
            {t('save')}
          </button>
        )}
      </div>
      {categories.map((category) => {
        const title = textIn(category.name, lang);
        return (
          <section key={category.id} aria-label={title} className="shared-board__category">
            <h2 className="page__subtitle">{title}</h2>
            <BoardCardGrid cards={category.cards} label={title} images={NO_IMAGES} onChoose={choose} categoryColor={category.color} />
          </section>
        );
      })}
    </div>
  );
}
