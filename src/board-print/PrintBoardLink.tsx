// "Print this board": from the board editor and from each board mode, to the print page of the board shown. In a
// mode it is the family's, not the user's: keys, scanning and dwell pass it by, so a switch or the eyes never leave
// the board for it by accident (a tap, a click or Tab still reach it).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { Icon } from '@/components/Icon';
import { needTexts } from '@/i18n/i18n';
import { inputMark } from '@/input/dom';

needTexts('boardPrint');

export function PrintBoardLink({ boardId, inMode = false }: { boardId: string; inMode?: boolean }) {
  const { t } = useTranslation('boardPrint');
  const lang = useLang();
  // The print page's back returns here (the editor, the mode, the folder's board) rather than to the start page.
  const here = useLocation();
  return (
    <Link className="button button--secondary" {...(inMode ? inputMark('skip') : {})} to={`${pathFor('boardPrint', lang)}?b=${encodeURIComponent(boardId)}`} state={{ from: `${here.pathname}${here.search}` }}>
      <Icon emoji="🖨️" />
      {t('link')}
    </Link>
  );
}

/** A board mode's own print link, under its board: nothing until the board is there. */
export function ModePrintLink({ boardId }: { boardId: string | undefined }) {
  if (boardId === undefined) return null;
  return (
    <p className="page__print">
      <PrintBoardLink boardId={boardId} inMode />
    </p>
  );
}
