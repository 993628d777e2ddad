// The sentence puzzle's suggestion pools (spec 001 §3: easy, medium and hard, per language) and its tier rule
// (§9): after a sentence of 3 words or fewer, easy and medium; up to 5, medium and hard; longer, hard. Four are
// offered, none already played in this visit, and the pools start again once every one was played.
import type { Lang } from '@/i18n/language';

export type Tier = 'easy' | 'medium' | 'hard';

export const SENTENCE_POOLS: Record<Lang, Record<Tier, readonly string[]>> = {
  pt: {
    easy: ['Eu quero água', 'Bom dia', 'Estou com fome', 'Quero brincar', 'Estou cansado', 'Obrigado, mamãe', 'Vamos passear', 'Eu estou feliz', 'Quero dormir', 'Oi, tudo bem?'],
    medium: [
      'Eu quero comer banana',
      'Posso ir ao banheiro?',
      'O gato está dormindo',
      'Eu gosto de você',
      'Quero assistir televisão agora',
      'Minha cabeça está doendo',
      'Vamos brincar no parque',
      'Eu preciso de ajuda',
      'O cachorro quer passear',
      'Hoje está muito calor',
    ],
    hard: [
      'Eu quero beber um copo de água',
      'Amanhã eu vou para a escola cedo',
      'Por favor, abra a janela do quarto',
      'Eu gosto de brincar com meus amigos',
      'Minha mãe fez um bolo de chocolate',
      'O passarinho está cantando na árvore',
      'Você pode ler uma história para mim?',
      'Eu quero ir à praia no sábado',
    ],
  },
  en: {
    easy: ['I want water', 'Good morning', 'I am hungry', "Let's play", 'I am tired', 'Thank you, mom', "Let's go out", 'I am happy', 'I am sleepy', 'Hello, friend'],
    medium: [
      'I want to eat bananas',
      'Can I go to the bathroom?',
      'The cat is sleeping',
      'I really like you',
      'I want to watch television',
      'My head is hurting',
      "Let's play in the park",
      'I need some help',
      'The dog wants a walk',
      'Today is very hot',
    ],
    hard: [
      'I want to drink a glass of water',
      'Tomorrow I will go to school early',
      'Please open the window of my room',
      'I like to play with my friends',
      'My mother made a chocolate cake',
      'The little bird is singing in the tree',
      'Can you read a story for me?',
      'I want to go to the beach on Saturday',
    ],
  },
};

/** Which pools the next suggestions come from, by the length of the sentence just played (0: none yet). */
export function tiersAfter(wordCount: number): readonly Tier[] {
  if (wordCount <= 3) return ['easy', 'medium'];
  if (wordCount <= 5) return ['medium', 'hard'];
  return ['hard'];
}

export const SENTENCE_SUGGESTIONS = 4;

const key = (sentence: string) => sentence.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Four sentences from the tiers for `lastWordCount`, never one in `used` (lower-cased, as the puzzle keeps them);
 * once those tiers are all played, they are offered again (the spec's reset when exhausted).
 */
export function suggestSentences(lang: Lang, lastWordCount: number, used: readonly string[], random: () => number = Math.random): string[] {
  const pool = tiersAfter(lastWordCount).flatMap((tier) => SENTENCE_POOLS[lang][tier]);
  const played = new Set(used.map(key));
  const fresh = pool.filter((sentence) => !played.has(key(sentence)));
  const source = fresh.length >= SENTENCE_SUGGESTIONS ? fresh : pool;
  const picked: string[] = [];
  const left = [...source];
  while (picked.length < SENTENCE_SUGGESTIONS && left.length > 0) {
    const [one] = left.splice(Math.floor(random() * left.length), 1);
    if (one) picked.push(one);
  }
  return picked;
}
