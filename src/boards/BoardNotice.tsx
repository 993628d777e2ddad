// What a board screen says about the board it shows: that it is still being read (and, when that takes too long, a
// way on), that part of it could not be
// read (and is not shown), or that the chosen board is gone and the built-in one is shown instead.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { needTexts } from '@/i18n/i18n';
import { textIn } from './local-text';
import type { BoardView } from './watch';
import './boards.css';

needTexts('boards');

/** A board still being read after this long is stuck (the device's database not answering), not slow. */
export const SLOW_BOARD_MS = 8000;

/**
 * While the board is read: a quiet "loading"; past SLOW_BOARD_MS, what is happening and a way on. A database that
 * stops answering (seen in WebKit, the engine of every iPad) must not leave a person before an endless "loading".
 */
function Loading({ reload }: { reload: () => void }) {
  const { t } = useTranslation('boards');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_BOARD_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!slow) return <p className="board-notice board-notice--loading" role="status">{t('loading')}</p>;
  return (
    <div className="board-notice" role="alert">
      <p>{t('slow')}</p>
      <button type="button" className="button button--primary" onClick={reload}>
        {t('reload')}
      </button>
    </div>
  );
}

export function BoardNotice({ view, fellBack = false, reload = () => location.reload() }: { view: BoardView; fellBack?: boolean; reload?: () => void }) {
  const { t } = useTranslation('boards');
  const lang = useLang();
  if (view.status === 'loading') return <Loading reload={reload} />;
  if (view.status !== 'ready') return <p className="board-notice" role="alert">{t('notFound')}</p>;
  const messages = [
    ...(fellBack ? [t('fellBack')] : []),
    ...view.problems.map((problem) =>
      problem.kind === 'board' ? t('unreadableBoard', { name: textIn(view.board.name, lang) }) : t('unreadableRows', { count: problem.count }),
    ),
  ];
  if (messages.length === 0) return null;
  return (
    <div className="board-notice" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
