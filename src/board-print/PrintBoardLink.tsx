// "Print this board": from the board editor and from each board mode, to the print page of the board shown.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { pathFor } from '@/app/paths';
import { Icon } from '@/components/Icon';
import { addTexts } from '@/i18n/i18n';
import printTexts from './texts';

addTexts('boardPrint', printTexts);

export function PrintBoardLink({ boardId, className = 'button button--secondary' }: { boardId: string; className?: string }) {
  const { t } = useTranslation('boardPrint');
  const lang = useLang();
  return (
    <Link className={className} to={`${pathFor('boardPrint', lang)}?b=${encodeURIComponent(boardId)}`}>
      <Icon emoji="🖨️" />
      {t('link')}
    </Link>
  );
}
