// The on-screen keyboard of the typing mode (issue 25): rows of keys, each a button named by its letter (lower case)
// or by what it does ("espaço", "números e sinais"). Every body presses it the same way — touch, keys, a switch's
// row–column scan (a row of keys is a scan row), dwell, head and blink — through the input runtime.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyDef, PageId } from './layouts';

interface KeyboardProps {
  rows: readonly KeyDef[][];
  onChar: (char: string) => void;
  onPage: (page: PageId) => void;
  larger?: boolean;
  /** Keys in columns from the left (the frequency layout: its scan columns line up), not rows centred as on QWERTY. */
  columnsAligned?: boolean;
  label: string;
}

export function Keyboard({ rows, onChar, onPage, larger = false, columnsAligned = false, label }: KeyboardProps) {
  const { t } = useTranslation('typing');
  // Keys keep one width on every row: the widest row sets the columns.
  const columns = Math.max(...rows.map((row) => row.length));
  return (
    <div role="group" aria-label={label} className={`keyboard${larger ? ' keyboard--larger' : ''}${columnsAligned ? ' keyboard--columns' : ''}`} style={{ '--columns': columns } as CSSProperties}>
      {rows.map((row, r) => (
        <div key={r} className="keyboard__row">
          {row.map((key, c) => {
            if (key.kind === 'char')
              return (
                <button key={c} type="button" className="keyboard__key" aria-label={key.char.toLowerCase()} onClick={() => onChar(key.char)}>
                  {key.char}
                </button>
              );
            if (key.kind === 'space')
              return (
                <button key={c} type="button" className="keyboard__key keyboard__key--space" aria-label={t('keys.space')} onClick={() => onChar(' ')}>
                  {t('keyFaces.space')}
                </button>
              );
            return (
              // Named by what it shows, then what it opens ("123 números e sinais"): a voice user says what they see.
              <button key={c} type="button" className="keyboard__key keyboard__key--page" aria-label={`${t(`keyFaces.${key.page}`)} ${t(`keys.${key.page}`)}`} onClick={() => onPage(key.page)}>
                {t(`keyFaces.${key.page}`)}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
