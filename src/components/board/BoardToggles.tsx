// The word boards' header toggles: coloured cards, uppercase labels and (not on phones) the lateral layout.
// Each is a toggle button whose pressed state is the current choice; they wrap like the header's other actions.
import { useTranslation } from 'react-i18next';
import { needTexts } from '@/i18n/i18n';
import type { BoardPreferences } from './board-preferences';

needTexts('board');

const TOGGLES = ['colored', 'uppercase', 'lateral'] as const satisfies readonly (keyof BoardPreferences)[];

export interface BoardTogglesProps {
  value: BoardPreferences;
  onChange: (partial: Partial<BoardPreferences>) => void;
}

export function BoardToggles({ value, onChange }: BoardTogglesProps) {
  const { t } = useTranslation('board');
  return (
    <div className="top-bar__actions" role="group" aria-label={t('label')}>
      {TOGGLES.map((key) => (
        <button
          key={key}
          type="button"
          // Phones have no side menus (spec 000 §2.7): the stylesheet leaves the layout toggle out under 768 px (the
          // markup is the same at every width, for the pages written at build time).
          className={key === 'lateral' ? 'chip board-toggles__layout' : 'chip'}
          aria-pressed={value[key]}
          onClick={() => onChange({ [key]: !value[key] })}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}
