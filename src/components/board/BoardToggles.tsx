// The word boards' header toggles: coloured cards, uppercase labels and (not on phones) the lateral layout.
// Each is a toggle button whose pressed state is the current choice; they wrap like the header's other actions.
import { useTranslation } from 'react-i18next';
import { addTexts } from '@/i18n/i18n';
import boardTexts from '@/components/board/texts';
import type { BoardPreferences } from './board-preferences';

addTexts('board', boardTexts);

const TOGGLES = ['colored', 'uppercase', 'lateral'] as const satisfies readonly (keyof BoardPreferences)[];

export interface BoardTogglesProps {
  value: BoardPreferences;
  onChange: (partial: Partial<BoardPreferences>) => void;
  /** Phones have no side menus (spec 000 §2.7), so the layout toggle is left out. */
  hideLayout?: boolean;
}

export function BoardToggles({ value, onChange, hideLayout = false }: BoardTogglesProps) {
  const { t } = useTranslation('board');
  const shown = hideLayout ? TOGGLES.filter((key) => key !== 'lateral') : TOGGLES;
  return (
    <div className="top-bar__actions" role="group" aria-label={t('label')}>
      {shown.map((key) => (
        <button key={key} type="button" className="chip" aria-pressed={value[key]} onClick={() => onChange({ [key]: !value[key] })}>
          {t(key)}
        </button>
      ))}
    </div>
  );
}
