// The dynamic mode's word cards (spec 000 §2.7, §9): nine categories, eight words each, in the spec's order.
// Their words are each language's (src/languages/<code>/words.ts).
import type { Bilingual } from '@/i18n/language';
import type { SimpleCard } from './types';
import { labelsOf } from './words';

export interface DynamicCategory {
  id: string;
  title: Bilingual;
  /** Their ids are unique across the board. */
  words: readonly SimpleCard[];
}

type WordRow = readonly [id: string, emoji: string];
type CategoryRow = readonly [id: string, words: readonly WordRow[]];

const ROWS: readonly CategoryRow[] = [
  ['initial', [
    ['yes', '👍'],
    ['no', '👎'],
    ['i', '🙋'],
    ['you', '👉'],
    ['want', '🤲'],
    ['need', '❗'],
    ['help', '🆘'],
    ['stop', '✋'],
  ]],
  ['needs', [
    ['water', '💧'],
    ['food', '🍽️'],
    ['bathroom', '🚻'],
    ['sleep', '😴'],
    ['medicine', '💊'],
    ['cold', '🥶'],
    ['hot', '🥵'],
    ['shower', '🚿'],
  ]],
  ['greetings', [
    ['hello', '👋'],
    ['goodbye', '🤚'],
    ['good-morning', '🌅'],
    ['good-afternoon', '☀️'],
    ['good-night', '🌙'],
    ['thank-you', '🙏'],
    ['please', '🥺'],
    ['sorry', '😔'],
  ]],
  ['pain', [
    ['pain', '🤕'],
    ['head', '🧠'],
    ['belly', '🤢'],
    ['back', '🧍'],
    ['tooth', '🦷'],
    ['throat', '🗣️'],
    ['arm', '💪'],
    ['leg', '🦵'],
  ]],
  ['questions', [
    ['what', '❓'],
    ['where', '📍'],
    ['when', '🕐'],
    ['who', '👤'],
    ['why', '🤔'],
    ['how', '🧐'],
    ['which', '👆'],
    ['how-much', '🔢'],
  ]],
  ['feelings', [
    ['happy', '😊'],
    ['sad', '😢'],
    ['angry', '😠'],
    ['tired', '😩'],
    ['scared', '😨'],
    ['calm', '😌'],
    ['anxious', '😰'],
    ['loved', '🥰'],
  ]],
  ['descriptive', [
    ['big', '🐘'],
    ['small', '🐭'],
    ['good', '✅'],
    ['bad', '❌'],
    ['beautiful', '🌸'],
    ['ugly', '👹'],
    ['fast', '⚡'],
    ['slow', '🐢'],
  ]],
  ['time', [
    ['now', '⏰'],
    ['later', '⏳'],
    ['today', '📅'],
    ['tomorrow', '🌄'],
    ['yesterday', '🔙'],
    ['morning', '🌞'],
    ['afternoon', '🌇'],
    ['night', '🌃'],
  ]],
  ['animals-objects', [
    ['dog', '🐶'],
    ['cat', '🐱'],
    ['bird', '🐦'],
    ['fish', '🐟'],
    ['phone', '📱'],
    ['television', '📺'],
    ['bed', '🛏️'],
    ['book', '📖'],
  ]],
];

export const DYNAMIC_CATEGORIES: readonly DynamicCategory[] = ROWS.map(([id, words]) => ({
  id,
  title: labelsOf((all) => all.dynamic.categories[id]),
  words: words.map(([wordId, emoji]) => ({ id: `${id}.${wordId}`, emoji, label: labelsOf((all) => all.dynamic.cards[`${id}.${wordId}`]) })),
}));
