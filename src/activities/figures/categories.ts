// The figures browser's twelve categories (spec 001 §3): key and emoji here, each word's bundled symbol (shown when no
// pictogram can be fetched: offline, or the provider failing) in its order; the labels and words are each
// language's (src/languages/<code>/figures.json, by the same order). Left sidebar: the first six; right: the other
// six. The default is 'iniciais'.
import type { Bilingual, Lang } from '@/i18n/language';
import { byLanguage, labelsIn } from '@/languages/registry';

export type FigureCategoryKey =
  | 'iniciais' | 'actions' | 'basic' | 'greetings' | 'pain' | 'questions'
  | 'feelings' | 'descriptive' | 'time' | 'objects' | 'animals' | 'colors';

export type FigureWord = Bilingual & {
  /** The bundled symbol: always there, offline too. */
  emoji: string;
};

export interface FigureCategory {
  key: FigureCategoryKey;
  emoji: string;
  label: Record<Lang, string>;
  words: readonly FigureWord[];
}

/** A language's figures: the categories' names and each category's words, in the order of the symbols below. */
interface FigureWords {
  categories: Readonly<Record<string, string>>;
  words: Readonly<Record<string, readonly string[]>>;
}

const found = import.meta.glob<FigureWords>('/src/languages/*/figures.json', { eager: true, import: 'default' });
const BY_LANGUAGE = byLanguage(found);
const labelsOf = (pick: (figures: FigureWords) => string | undefined) => labelsIn(BY_LANGUAGE, pick) as Bilingual;

const ROWS: readonly (readonly [key: FigureCategoryKey, emoji: string, words: string])[] = [
  ['iniciais', '⭐', '👍 👎 🙋 👉 🙏 ➕ ✋ 🆘 💧 🍽️ 🚻 🤕 🙏 🤲 🏁 🔁'],
  ['actions', '🏃', '🚶 🏃 😴 🥤 🧸 📖 ✍️ 🖍️ 🎤 💃 👂 👀 🗣️ 🧼 👕 🪑 🔓 🔒 🎁 🤏 ➡️ ⬅️ ⏳ 🤝'],
  ['basic', '🍎', '🍽️ 🥤 😴 🥶 🥵 💊 🧑‍⚕️ 🛏️ 🛁 🪥 🧷 👕 👟 🍞 🥛 🧃 ☕ 🍚 🫘 🍖 🍗 🐟 🥚 🍎 🍌 🍎 🥣 🍪 🍦 🌬️'],
  ['greetings', '👋', '👋 👋 🌅 ☀️ 🌙 🙂 🤝 😔 🙇 🎉 👋 🤗 🫂 😘'],
  ['pain', '🫀', '🧠 👁️ 👂 👃 👄 🦷 🗣️ 💪 ✋ 🫃 🧍 🦵 🦶 ❤️ 🫁 🤒 😵‍💫 🤢 🩹 🦟'],
  ['questions', '❓', '❓ 🧑 📍 🕒 🤔 🛠️ 💰 👆 🙋 ➡️ ⏰ ✅ 💡 🔁'],
  ['feelings', '😊', '😊 😢 😠 😨 😩 😌 🤩 🥱 😬 😮 😕 😳 🥺 🥰 😎 😟 🤒 🙂'],
  ['descriptive', '📏', '🐘 🐭 🔥 🧊 👍 👎 🌸 👹 🚀 🐢 🈵 🫙 ✨ 💩 📢 🤫 🍬 🧂 🆕 👴'],
  ['time', '⏰', '⏰ ⏭️ ⏮️ 📅 📆 🗓️ 🌅 ☀️ 🌙 📅 🎈 ♾️ 🚫 🐓 ⏳ 🎂'],
  ['objects', '🧸', '⚽ 📖 📱 📺 💻 🪑 🪑 🚪 🪟 🥛 🍽️ 🥄 🔑 👓 🎒 ✏️ ✂️ ⌚ 🚗 🚌 🚲 🦽 🧸 🎵'],
  ['animals', '🐶', '🐶 🐱 🐦 🐠 🐴 🐄 🐷 🐔 🐰 🦁 🐒 🐘 🦋 🐢'],
  ['colors', '🎨', '🟥 🟦 🟨 🟩 🟧 🟪 🌸 ⬛ ⬜ 🟫'],
];

export const FIGURE_CATEGORIES: readonly FigureCategory[] = ROWS.map(([key, emoji, words]) => ({
  key,
  emoji,
  label: labelsOf((figures) => figures.categories[key]),
  words: words.split(' ').map((symbol, i) => ({ emoji: symbol, ...labelsOf((figures) => figures.words[key]?.[i]) })),
}));

export const DEFAULT_FIGURE_CATEGORY: FigureCategoryKey = 'iniciais';

/** Spec 001 §3: six categories on each side on wide screens. */
export const LEFT_CATEGORIES = FIGURE_CATEGORIES.slice(0, 6);
export const RIGHT_CATEGORIES = FIGURE_CATEGORIES.slice(6);
