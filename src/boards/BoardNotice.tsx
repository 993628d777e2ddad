// What a board screen says about the board it shows: that it is still being read, that part of it could not be
// read (and is not shown), or that the chosen board is gone and the built-in one is shown instead.
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { addTexts } from '@/i18n/i18n';
import boardsTexts from '@/boards/texts';
import { textIn } from './local-text';
import type { BoardView } from './watch';
import './boards.css';

addTexts('boards', boardsTexts);

export function BoardNotice({ view, fellBack = false }: { view: BoardView; fellBack?: boolean }) {
  const { t } = useTranslation('boards');
  const lang = useLang();
  if (view.status === 'loading') return <p className="board-notice board-notice--loading" role="status">{t('loading')}</p>;
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
