// The symbol picker of the card dialog (spec 001 §5): six groups in an 8-column grid, and a search by word in
// either language over the family's own cards, the groups, the built-in cards and every bundled symbol (issue 24),
// with ARASAAC's pictograms for the word below when the device is online. Each symbol is a button named by its word.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { DEFAULT_LANG } from '@/i18n/language';
import { SymbolView } from '@/components/card/SymbolView';
import type { CardSymbol } from '@/boards/model';
import { EMOJI_GROUP_IDS, EMOJI_GROUPS, type EmojiGroupId } from './emoji-groups';
import type { KeptPictogram } from './pictogram-search';
import { PictogramPicker } from './PictogramPicker';
import { choiceKey, searchSymbols, TIER, type SymbolChoice } from './symbol-index';
import { useSymbolIndex } from './use-symbol-index';

interface Props {
  value: CardSymbol | null;
  onChoose: (choice: SymbolChoice) => void;
  onChoosePictogram: (pictogram: KeptPictogram) => void;
}

/** The search, measured (the 'aceno:symbol-search' measure: `npm run bench` reads its p95 per keystroke). */
function timedSearch(query: string, entries: Parameters<typeof searchSymbols>[1]): SymbolChoice[] {
  const start = performance.now();
  const found = searchSymbols(query, entries);
  performance.measure('aceno:symbol-search', { start, detail: { query, found: found.length } });
  return found;
}

export function EmojiPicker({ value, onChoose, onChoosePictogram }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const [group, setGroup] = useState<EmojiGroupId>('people');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const index = useSymbolIndex();
  const searchId = useId();
  const hintId = useId();
  const searching = deferred.trim() !== '';
  const chosen = value ? choiceKey(value) : null;
  const found = useMemo(() => (searching && index.status === 'ready' ? timedSearch(deferred, index.entries) : []), [searching, index, deferred]);
  const familyKeys = useMemo(() => new Set(index.status === 'ready' ? index.entries.filter((e) => e.tier === TIER.family).map((e) => choiceKey(e.symbol)) : []), [index]);
  const shown: readonly SymbolChoice[] = searching
    ? found
    : EMOJI_GROUPS[group].map((item) => ({ symbol: { kind: 'emoji', emoji: item.emoji }, name: item.name }));

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
      {searching && index.status !== 'ready' ? (
        <p className="emoji-picker__none" role="status">
          {index.status === 'loading' ? t('picker.loading') : t('picker.loadFailed')}
        </p>
      ) : searching && shown.length === 0 ? (
        <p className="emoji-picker__none" role="status">
          {t('picker.none', { query: deferred.trim() })}
        </p>
      ) : (
        <ul className="emoji-picker__grid" aria-label={searching ? t('picker.results') : t(`picker.group.${group}`)}>
          {shown.map((item) => {
            const key = choiceKey(item.symbol);
            const name = item.name[lang] || item.name[DEFAULT_LANG] || Object.values(item.name)[0] || '';
            return (
              <li key={key}>
                <button
                  type="button"
                  className="emoji-picker__choice"
                  aria-pressed={key === chosen}
                  aria-label={searching && familyKeys.has(key) ? `${name} (${t('picker.mine')})` : name}
                  onClick={() => onChoose(item)}
                >
                  {item.symbol.kind === 'emoji' ? (
                    <SymbolView symbol={item.symbol.emoji} className="emoji-picker__symbol" />
                  ) : (
                    <img className="emoji-picker__symbol emoji-picker__symbol--image" src={item.src} alt="" draggable={false} />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {searching && <PictogramPicker query={deferred} onChoose={onChoosePictogram} />}
    </div>
  );
}
