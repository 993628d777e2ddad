// The picture on a letter tile (spec 001 §2, §3): an animal or object that starts with the letter, in the screen's
// language; the vowels have more than one, and a word's second "a" shows the second picture, so tiles of the same
// letter can be told apart. Accented letters take their plain letter's pictures.
import type { Lang } from '@/i18n/language';

type Pictures = Record<string, readonly string[]>;

const PT: Pictures = {
  a: ['🐝', '✈️', '🌳'], b: ['⚽'], c: ['🏠'], d: ['🎲'], e: ['🐘', '⭐', '🪜'], f: ['🦭'], g: ['🐱'], h: ['🦛'],
  i: ['⛪', '🏝️', '🧲'], j: ['🐊'], k: ['🥝'], l: ['🦁'], m: ['🐒'], n: ['🚢'], o: ['🥚', '👁️', '🐑'], p: ['🦆'],
  q: ['🧀'], r: ['🐭'], s: ['🐸'], t: ['🍅'], u: ['🍇', '🐻', '🦄'], v: ['🐄'], w: ['🧇'], x: ['☕'], y: ['🪀'], z: ['🦓'],
};

const EN: Pictures = {
  a: ['🍎', '🐜', '🥑'], b: ['⚽'], c: ['🐱'], d: ['🐶'], e: ['🥚', '🐘', '🦅'], f: ['🐟'], g: ['🐐'], h: ['🏠'],
  i: ['🍦', '🧊', '🦎'], j: ['🧃'], k: ['🪁'], l: ['🦁'], m: ['🐒'], n: ['👃'], o: ['🍊', '🦉', '🐙'], p: ['🐷'],
  q: ['👸'], r: ['🐰'], s: ['☀️'], t: ['🐯'], u: ['☂️', '🦄', '🛸'], v: ['🎻'], w: ['🐳'], x: ['🩻'], y: ['🪀'], z: ['🦓'],
};

export function letterEmoji(letter: string, variantIndex: number, lang: Lang): string {
  const plain = letter.toLocaleLowerCase('pt').normalize('NFD').replace(/\p{M}/gu, '');
  const pictures = (lang === 'pt' ? PT : EN)[plain];
  if (!pictures) return '🔤';
  return pictures[variantIndex % pictures.length] ?? '🔤';
}
