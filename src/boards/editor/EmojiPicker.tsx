// The symbol picker of the card dialog (spec 001 §5): six groups in an 8-column grid, and a search by word in
// either language over the groups and the built-in cards' symbols. Each symbol is a button named by its word.
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { SymbolView } from '@/components/card/SymbolView';
import { EMOJI_GROUP_IDS, EMOJI_GROUPS, type EmojiGroupId, type PickerEmoji } from './emoji-groups';
import { searchSymbols } from './picker-index';

const same = (a: string, b: string | null) => b !== null && a.replace(/\uFE0F/g, '') === b.replace(/\uFE0F/g, '');

export function EmojiPicker({ value, onChoose }: { value: string | null; onChoose: (emoji: string) => void }) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const [group, setGroup] = useState<EmojiGroupId>('people');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const hintId = useId();
  const searching = deferred.trim() !== '';
  const shown: readonly PickerEmoji[] = searching ? searchSymbols(deferred) : EMOJI_GROUPS[group];

  return (
    <div className="emoji-picker">
      <label className="form-field__label" htmlFor={searchId}>
        {t('picker.search')}
      </label>
      <input
        id={searchId}
        className="form-field__control"
        type="search"
        value={query}
        maxLength={40}
        aria-describedby={hintId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={hintId} className="form-field__hint">
        {t('picker.searchHint')}
      </p>
      {!searching && (
        <div className="emoji-picker__groups" role="group" aria-label={t('picker.groups')}>
          {EMOJI_GROUP_IDS.map((id) => (
            <button key={id} type="button" className="chip" aria-pressed={group === id} onClick={() => setGroup(id)}>
              <SymbolView symbol={EMOJI_GROUPS[id][0]!.emoji} className="emoji-picker__group-symbol" />
              {t(`picker.group.${id}`)}
            </button>
          ))}
        </div>
      )}
      {searching && shown.length === 0 ? (
        <p className="emoji-picker__none" role="status">
          {t('picker.none', { query: deferred.trim() })}
        </p>
      ) : (
        <ul className="emoji-picker__grid" aria-label={searching ? t('picker.results') : t(`picker.group.${group}`)}>
          {shown.map((item) => (
            <li key={item.emoji}>
              <button
                type="button"
                className="emoji-picker__choice"
                aria-pressed={same(item.emoji, value)}
                aria-label={item.name[lang]}
                onClick={() => onChoose(item.emoji)}
              >
                <SymbolView symbol={item.emoji} className="emoji-picker__symbol" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
