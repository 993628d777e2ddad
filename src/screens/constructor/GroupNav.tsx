// The grammar groups as a row of buttons (a side column in the lateral layout); the group shown is marked current.
import type { CSSProperties } from 'react';
import { useLang } from '@/app/current-language';
import type { ConstructorGroup, GroupId } from '@/content/constructor';

export interface GroupNavProps {
  groups: readonly ConstructorGroup[];
  label: string;
  side: boolean;
  current: GroupId;
  colorOf: (group: GroupId) => string;
  onChoose: (group: GroupId) => void;
}

export function GroupNav({ groups, label, side, current, colorOf, onChoose }: GroupNavProps) {
  const lang = useLang();
  return (
    <nav className={side ? 'group-nav group-nav--side' : 'group-nav'} aria-label={label}>
      <ul className="group-nav__list">
        {groups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              className="group-nav__button"
              style={{ '--group-color': colorOf(group.id) } as CSSProperties}
              aria-current={current === group.id ? 'true' : undefined}
              onClick={() => onChoose(group.id)}
            >
              {group.title[lang]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
