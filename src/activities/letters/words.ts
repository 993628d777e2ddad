// Letters and sounds' words (spec 001 §9): five suggestions from the easy, medium and hard lists, leaving out the
// words this device has mastered; in hard mode, words 1 to 3 letters longer than the last one (hard ones first).
// Mastered words are remembered on the device.
import { inLanguage, type Lang } from '@/i18n/language';
import { createSettingStore } from '@/storage/setting-store';
import { WORD_POOLS } from '../puzzle/words';

export const LETTERS_SUGGESTIONS = 5;

const isWordList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length <= 15);

/** The words built right on this device, in both languages. */
export const masteredWords = createSettingStore<readonly string[]>('letters-mastered', (stored) => (isWordList(stored) ? stored.slice(-500) : undefined), []);

export function hardWordsLeft(lang: Lang, mastered: readonly string[]): boolean {
  return inLanguage(WORD_POOLS, lang).hard.some((word) => !mastered.includes(word));
}

function pick(words: readonly string[], count: number, random: () => number): string[] {
  const left = [...words];
  const out: string[] = [];
  while (out.length < count && left.length > 0) {
    const [one] = left.splice(Math.floor(random() * left.length), 1);
    if (one) out.push(one);
  }
  return out;
}

export function suggestLetterWords(
  lang: Lang,
  { mastered, hard, lastLength }: { mastered: readonly string[]; hard: boolean; lastLength: number },
  random: () => number = Math.random,
): string[] {
  const pools = inLanguage(WORD_POOLS, lang);
  const fresh = (words: readonly string[]) => words.filter((word) => !mastered.includes(word));
  if (hard) {
    const all = fresh([...pools.hard, ...pools.medium, ...pools.easy]);
    const longer = all.filter((word) => [...word].length >= lastLength + 1 && [...word].length <= lastLength + 3);
    const chosen = pick(longer, LETTERS_SUGGESTIONS, random);
    return [...chosen, ...pick(fresh(pools.hard).filter((w) => !chosen.includes(w)), LETTERS_SUGGESTIONS - chosen.length, random)];
  }
  const all = fresh([...pools.easy, ...pools.medium, ...pools.hard]);
  // Mostly easy, some medium, one hard, as long as each list has words left.
  const easy = pick(fresh(pools.easy), 2, random);
  const medium = pick(fresh(pools.medium), 2, random);
  const hardOne = pick(fresh(pools.hard), 1, random);
  const chosen = [...easy, ...medium, ...hardOne];
  return [...chosen, ...pick(all.filter((w) => !chosen.includes(w)), LETTERS_SUGGESTIONS - chosen.length, random)];
}
