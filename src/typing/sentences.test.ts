import { describe, expect, it } from 'vitest';
import { emptyLearned, parseModel } from './predict';
import { initialsOf, knownSentences, sentencesOf, matchSentences, sentenceKey, sentencesFromInitials, SENTENCE_HISTORY_SIZE, startsWithinOne, withSentence } from './sentences';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

const said = (texts: [string, number, number][]) => texts.map(([text, count, daysAgo]) => ({ text, count, at: NOW - daysAgo * DAY }));
const texts = (matches: { text: string }[]) => matches.map(({ text }) => text);

describe('a sentence as the matching reads it', () => {
  it('ignores accents, case and punctuation', () => {
    expect(sentenceKey('Não, QUERO ir ao banheiro!')).toBe('nao quero ir ao banheiro');
    expect(sentenceKey('Don’t stop.')).toBe('dont stop');
  });

  it('takes the initials of words of letters only: digits and emoji are kept in the sentence, not expanded', () => {
    expect(initialsOf('Quero ir ao banheiro')).toBe('qiab');
    expect(initialsOf('Tomar 2 comprimidos às 8 😀')).toBe('tca');
  });
});

describe('learning a sentence said', () => {
  it('learns each sentence of a text on its own', () => {
    expect(sentencesOf('Bom dia. Quero água!\nObrigado')).toEqual(['Bom dia.', 'Quero água!', 'Obrigado']);
  });

  it('puts it on top and counts it once per saying, whatever its punctuation or case', () => {
    let history = withSentence([], 'quero ir ao banheiro', NOW - DAY);
    history = withSentence(history, 'Me ajuda a virar', NOW - DAY);
    history = withSentence(history, 'Quero ir ao banheiro.', NOW);
    expect(history).toEqual([
      { text: 'Quero ir ao banheiro.', count: 2, at: NOW },
      { text: 'Me ajuda a virar', count: 1, at: NOW - DAY },
    ]);
  });

  it('keeps the last 1,000, and leaves out an empty or over-long text', () => {
    let history = Array.from({ length: SENTENCE_HISTORY_SIZE }, (_, i) => ({ text: `frase ${i}`, count: 1, at: NOW - i }));
    history = withSentence(history, 'uma nova', NOW);
    expect(history).toHaveLength(SENTENCE_HISTORY_SIZE);
    expect(history[0]!.text).toBe('uma nova');
    expect(history.some(({ text }) => text === `frase ${SENTENCE_HISTORY_SIZE - 1}`)).toBe(false);
    expect(withSentence([], ' !? ', NOW)).toEqual([]);
    expect(withSentence([], 'a'.repeat(2001), NOW)).toEqual([]);
  });
});

describe('one letter wrong, missing or extra', () => {
  it('still finds the start of the sentence, from four letters typed', () => {
    expect(startsWithinOne('quero ir ao banheiro', 'qero ir')).toBe(true);
    expect(startsWithinOne('quero ir ao banheiro', 'quero ra ao')).toBe(false);
    expect(startsWithinOne('quero ir ao banheiro', 'qiero ir')).toBe(true);
    expect(startsWithinOne('quero ir ao banheiro', 'quuero')).toBe(true);
    expect(startsWithinOne('quero ir ao banheiro', 'qro')).toBe(false);
    expect(startsWithinOne('quero ir ao banheiro', 'xyzw')).toBe(false);
    // Two letters swapped count as one.
    expect(startsWithinOne('quero ir ao banheiro', 'qeuro ir')).toBe(true);
    // The last letter typed is what the person is choosing now: never taken for a typo.
    expect(startsWithinOne('quero ir ao banheiro', 'quero a')).toBe(false);
  });
});

describe('one letter off, against every start of the sentence', () => {
  /** Edit distance with swaps of neighbours (the whole table), for checking the banded one. */
  function distance(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i += 1)
      for (let j = 1; j <= b.length; j += 1) {
        d[i]![j] = Math.min(d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), d[i - 1]![j]! + 1, d[i]![j - 1]! + 1);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    return d[a.length]![b.length]!;
  }
  const reference = (key: string, typed: string) =>
    key.startsWith(typed) || (typed.length >= 4 && Array.from({ length: key.length }, (_, j) => j + 1).some((j) => key[j - 1] === typed.at(-1) && distance(typed, key.slice(0, j)) <= 1));

  it('agrees with the whole table on many typed texts', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const letters = 'abce ';
    for (let k = 0; k < 3000; k += 1) {
      const key = Array.from({ length: 3 + Math.floor(random() * 8) }, () => letters[Math.floor(random() * letters.length)]).join('');
      let typed = key.slice(0, 2 + Math.floor(random() * key.length));
      const at = Math.floor(random() * typed.length);
      const edit = Math.floor(random() * 4);
      if (edit === 1) typed = typed.slice(0, at) + letters[Math.floor(random() * letters.length)] + typed.slice(at + 1);
      if (edit === 2) typed = typed.slice(0, at) + typed.slice(at + 1);
      if (edit === 3) typed = typed.slice(0, at) + letters[Math.floor(random() * letters.length)] + typed.slice(at);
      expect(startsWithinOne(key, typed), `${key} / ${typed}`).toBe(reference(key, typed));
    }
  });
});

describe('the sentences offered for what is typed', () => {
  const history = said([
    ['Quero ir ao banheiro', 3, 1],
    ['Quero água', 1, 60],
    ['Me ajuda a virar', 1, 0],
    ['Liga para minha filha', 2, 2],
  ]);
  const known = knownSentences(history, ['Quero ir para casa', 'Obrigado'], NOW);

  it('offers the sentences that start as typed, the most said and latest first, from two letters', () => {
    expect(texts(matchSentences(known, 'q'))).toEqual([]);
    expect(texts(matchSentences(known, 'qu'))).toEqual(['Quero ir ao banheiro', 'Quero ir para casa', 'Quero água']);
    expect(texts(matchSentences(known, 'QUERO A'))).toEqual(['Quero água']);
    expect(texts(matchSentences(known, 'liga p'))).toEqual(['Liga para minha filha']);
  });

  it('ranks by how often and how lately: a sentence said often long ago falls below one said lately', () => {
    const sentences = knownSentences(said([['Quero dormir', 4, 120], ['Quero comer', 1, 0]]), [], NOW);
    expect(texts(matchSentences(sentences, 'quero'))).toEqual(['Quero comer', 'Quero dormir']);
  });

  it('survives one wrong letter, ranked below an exact start', () => {
    expect(texts(matchSentences(known, 'qeuro ir'))).toEqual(['Quero ir ao banheiro', 'Quero ir para casa']);
  });

  it('reads only the sentence being typed, after a full stop', () => {
    expect(texts(matchSentences(known, 'Bom dia. Me aj'))).toEqual(['Me ajuda a virar']);
  });

  it('after a space, a word typed whole does not match a longer word', () => {
    const sentences = knownSentences(said([['Quero ir', 1, 0], ['Queroso não', 1, 0]]), [], NOW);
    expect(texts(matchSentences(sentences, 'quero '))).toEqual(['Quero ir']);
    expect(texts(matchSentences(sentences, 'quero'))).toEqual(['Quero ir', 'Queroso não']);
  });

  it('does not offer a sentence already typed whole', () => {
    expect(texts(matchSentences(known, 'Obrigado'))).toEqual([]);
  });

  it('expands initial letters typed as one word to the sentence', () => {
    expect(matchSentences(known, 'qiab')).toEqual([{ text: 'Quero ir ao banheiro', by: 'initials', score: expect.any(Number) }]);
    expect(texts(matchSentences(known, 'lpmf'))).toEqual(['Liga para minha filha']);
    // Not after a space, not with more than one word, not for this person's own abbreviation.
    expect(texts(matchSentences(known, 'qiab '))).toEqual([]);
    expect(texts(matchSentences(known, 'eu qiab'))).toEqual([]);
    expect(texts(matchSentences(known, 'qiab', { abbreviation: true }))).toEqual([]);
  });
});

describe('sentences from the word-pair model, by initial letters', () => {
  // words (most used first); S: sentence starts; i j:c pairs.
  const model = parseModel(['eu quero ir ao banheiro agora a casa', 'S 0:10 1:5', '0 1:8', '1 2:6', '2 3:5', '3 4:4 7:1'].join('\n'));

  it('proposes the likeliest sentence whose words begin with the letters', () => {
    expect(sentencesFromInitials(model, emptyLearned(), 'qiab')[0]?.text).toBe('Quero ir ao banheiro');
    expect(sentencesFromInitials(model, emptyLearned(), 'eqi')[0]?.text).toBe('Eu quero ir');
  });

  it('proposes nothing when a letter starts no word, or for a single letter', () => {
    expect(sentencesFromInitials(model, emptyLearned(), 'qzab')).toEqual([]);
    expect(sentencesFromInitials(model, emptyLearned(), 'q')).toEqual([]);
  });

  it('proposes nothing it is not sure enough of', () => {
    // "a a a a": each pair never seen.
    expect(sentencesFromInitials(model, emptyLearned(), 'aaaa')).toEqual([]);
  });
});
