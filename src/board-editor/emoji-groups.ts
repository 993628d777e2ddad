// The picker's emojis (spec 001 §5: six groups in an 8-column grid), each named in every language so a caregiver
// can search by word: the names are each language's data (src/languages/<code>/symbols.json, by emoji). Every emoji
// here is drawn from the bundled symbols, so it looks the same offline and on every device. The built-in cards'
// symbols are searchable by their words too (picker-index.ts).
import { byLanguage, labelsIn } from '@/languages/registry';
import type { Labels } from '@/languages/types';

export const EMOJI_GROUP_IDS = ['people', 'food', 'animals', 'objects', 'places', 'symbols'] as const;
export type EmojiGroupId = (typeof EMOJI_GROUP_IDS)[number];

export interface PickerEmoji {
  emoji: string;
  /** Its words in each language that names it. */
  name: Labels;
}

const NAMES = byLanguage(import.meta.glob<Labels>('/src/languages/*/symbols.json', { eager: true, import: 'default' }));

const GROUPS: Readonly<Record<EmojiGroupId, readonly string[]>> = {
  people: ['😀', '😢', '😠', '😨', '😴', '🤒', '🤕', '😋', '🥰', '😐', '🤔', '🙂', '👍', '👎', '👋', '🙏', '👏', '🤗', '👶', '👧', '👦', '👩', '👨', '👵', '👴', '👪', '🧑‍⚕️', '🧑‍🏫', '👮', '🧑‍🍳', '👀', '👂'],
  food: ['💧', '🥛', '🧃', '☕', '🍵', '🍞', '🧀', '🍚', '🫘', '🍝', '🍕', '🍔', '🍟', '🥚', '🍗', '🥩', '🐟', '🥗', '🍎', '🍌', '🍊', '🍉', '🍓', '🍇', '🍪', '🍰', '🍫', '🍦', '🍬', '🥣', '🍽️', '🥤'],
  animals: ['🐶', '🐱', '🐦', '🐠', '🐰', '🐴', '🐄', '🐷', '🐔', '🦆', '🐢', '🦋', '🐝', '🐘', '🦁', '🐒', '🌳', '🌸', '🌞', '🌙', '⭐', '🌧️', '❄️', '🔥'],
  objects: ['📱', '📺', '💻', '🎮', '📖', '✏️', '🎒', '🧸', '⚽', '🎵', '🎧', '🛏️', '🪑', '🦽', '🚿', '🪥', '🧼', '👕', '👟', '🧢', '👓', '💊', '🩹', '🔑', '💡', '🧻', '🚗', '🚌'],
  places: ['🏠', '🏫', '🏥', '🏪', '⛪', '🏞️', '🏖️', '🍴', '🚻', '🛁', '🛝', '🏊', '🚶', '🏃', '🎨', '🎲', '🧩', '🎂', '🎁', '🎉', '🚪', '🛒', '✈️', '🚲'],
  symbols: ['✅', '❌', '❓', '❗', '🆘', '✋', '➕', '➖', '⏰', '⏳', '📅', '❤️', '⬆️', '⬇️', '⬅️', '➡️', '🔴', '🟢', '🔵', '🟡', '1️⃣', '2️⃣', '3️⃣', '🔊'],
};

const named = (emojis: readonly string[]): PickerEmoji[] => emojis.map((emoji) => ({ emoji, name: labelsIn(NAMES, (names) => names[emoji]) }));

export const EMOJI_GROUPS: Readonly<Record<EmojiGroupId, readonly PickerEmoji[]>> = {
  people: named(GROUPS.people),
  food: named(GROUPS.food),
  animals: named(GROUPS.animals),
  objects: named(GROUPS.objects),
  places: named(GROUPS.places),
  symbols: named(GROUPS.symbols),
};
