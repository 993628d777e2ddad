// The licences a board file brought, shown in the board editor (issue 17): the board's own and its pictures'
// (ARASAAC and Sclera are non-commercial, Mulberry share-alike), so a family or clinic knows what they may share.
// Nothing is shown for a board without any.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardImageIds } from '@/boards/arrange';
import type { Board } from '@/boards/model';
import { needTexts } from '@/i18n/i18n';
import { licenceLines, type LicenceLine } from '@/boards/licence';

needTexts('boardFiles');

export function BoardLicences({ board }: { board: Board }) {
  const { t } = useTranslation('boardFiles');
  const [lines, setLines] = useState<LicenceLine[]>([]);
  useEffect(() => {
    let live = true;
    const ids = cardImageIds([board]);
    void (async () => {
      const media = ids.length > 0 ? await import('@/boards/store').then(({ readMedia }) => readMedia(ids)) : new Map();
      if (live) setLines(licenceLines(board.license, ids.map((id) => media.get(id)?.license)));
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [board]);
  if (lines.length === 0) return null;
  return (
    <section className="board-licences" aria-label={t('licences.title')}>
      <h3 className="board-licences__title">{t('licences.title')}</h3>
      <ul>
        {lines.map((line) => (
          <li key={`${line.count}-${line.text}`}>
            {line.count === 0 ? t('licences.board', { text: line.text }) : t('licences.media', { count: line.count, text: line.text })}
            {line.url && (
              <>
                {' '}
                <a href={line.url} target="_blank" rel="noopener noreferrer" aria-label={t('licences.readNamed', { text: line.text })}>
                  {t('licences.read')}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
