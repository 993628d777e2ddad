// The suggestions an activity offers (sentences or words): large buttons, numbered for the keys (1–9), each
// starting a game with its text.
import { inputMark } from '@/input/dom';

export function SuggestionList({ items, onChoose, words = false }: { items: readonly string[]; onChoose: (text: string) => void; words?: boolean }) {
  return (
    <ul className={words ? 'puzzle-suggestions puzzle-suggestions--words' : 'puzzle-suggestions'}>
      {items.map((item) => (
        <li key={item}>
          <button type="button" className="button puzzle-suggestion" {...inputMark('choice')} onClick={() => onChoose(item)}>
            {item}
          </button>
        </li>
      ))}
    </ul>
  );
}
