// @vitest-environment node
// Word prediction on the bundled models (built by scripts/language-model-plugin.ts from the subtitles' most used
// words and the app's own sentences): completion and next word, accents and case ignored then restored, a capital
// at a sentence's start, what the user says learned (a new word offered after one use, pairs, fading), board words.
import { describe, expect, it } from 'vitest';
import modelPt from 'virtual:language-model/pt';
import modelEn from 'virtual:language-model/en';
import modelEs from 'virtual:language-model/es';
import { contextOf, emptyLearned, learn, parseModel, predict, wordKey } from './predict';

const pt = parseModel(modelPt);
const en = parseModel(modelEn);
const NOW = Date.UTC(2026, 10, 26);
const DAY = 24 * 60 * 60 * 1000;

describe('the bundled models', () => {
  it('hold tens of thousands of words, most used first, with accents, and pairs from the app’s sentences', () => {
    expect(pt.words.length).toBeGreaterThan(25_000);
    expect(en.words.length).toBeGreaterThan(25_000);
    expect(pt.words.slice(0, 10)).toContain('não');
    expect(pt.words).toContain('você');
    expect(en.words).toContain("don't");
    expect(en.words.some((word) => word.startsWith("'"))).toBe(false);
    expect(pt.next.size).toBeGreaterThan(100);
  });

  it('hold the one-letter words the lists leave out, "I" in capitals', () => {
    for (const word of ['é', 'a', 'o', 'e', 'à']) expect(pt.words.slice(0, 100)).toContain(word);
    for (const word of ['I', 'a', "I'm"]) expect(en.words.slice(0, 100)).toContain(word);
    expect(predict(en, emptyLearned(), 'and i', { now: NOW })).toContain("I'm");
    expect(predict(en, emptyLearned(), 'and ', { now: NOW })).toContain('I');
  });

  it('drops a damaged line of pairs and keeps the rest', () => {
    const model = parseModel('eu quero água\nS 0:5 7:1\n0 1:3 9:2 x:1\nfoo\n1 2:-1 2:4');
    expect(model.words).toEqual(['eu', 'quero', 'água']);
    expect([...model.starts]).toEqual([[0, 5]]);
    expect([...model.next.get(0)!]).toEqual([[1, 3]]);
    expect([...model.next.get(1)!]).toEqual([[2, 4]]);
  });
});

describe('completing the word being typed', () => {
  it('ignores accents and case, and keeps the right accents', () => {
    expect(predict(pt, emptyLearned(), 'eu nao', { now: NOW })).toContain('não');
    expect(predict(pt, emptyLearned(), 'obrigado voce', { now: NOW })).toContain('você');
    expect(predict(pt, emptyLearned(), 'estou com AGU', { now: NOW })).toContain('água');
    expect(predict(en, emptyLearned(), 'I dont', { now: NOW })).toContain("don't");
  });

  it('offers both spellings where each is a word (“que” and “qué”, “esta” and “está”), never a misspelling (“nao”)', () => {
    const es = parseModel(modelEs);
    const que = predict(es, emptyLearned(), 'no sé qu', { now: NOW });
    expect(que).toContain('que');
    expect(que).toContain('qué');
    const esta = predict(pt, emptyLearned(), 'ela est', { now: NOW, max: 12 });
    expect(esta).toContain('está');
    expect(esta).toContain('esta');
    const nao = predict(pt, emptyLearned(), 'eu na', { now: NOW, max: 50 });
    expect(nao).toContain('não');
    expect(nao).not.toContain('nao');
    // The subtitles' old or unaccented spellings stay merged into the word they spell.
    const ideia = predict(pt, emptyLearned(), 'uma ide', { now: NOW, max: 50 });
    expect(ideia).toContain('ideia');
    expect(ideia).not.toContain('idéia');
    expect(predict(pt, emptyLearned(), 'as noti', { now: NOW, max: 50 })).not.toContain('noticias');
    // The user's own spelling joins its word, never shown twice.
    const learned = learn(emptyLearned(), 'No sé qué decir', NOW);
    expect(predict(es, learned, 'no sé qu', { now: NOW }).filter((word) => word === 'qué')).toHaveLength(1);
  });

  it('takes a letter typed with its accent as what is meant: “pá” offers words written “pá…” first, others only after them', () => {
    const es = parseModel(modelEs);
    const plain = predict(es, emptyLearned(), 'me pa', { now: NOW });
    const accented = predict(es, emptyLearned(), 'me pá', { now: NOW });
    expect(plain.some((word) => word.startsWith('pá'))).toBe(false);
    expect(accented).toHaveLength(6);
    expect(accented.every((word) => word.startsWith('pá'))).toBe(true);
    // Portuguese too: "ú" is "último", "única", not "um", "uma".
    expect(predict(pt, emptyLearned(), 'o u', { now: NOW }).slice(0, 2)).toEqual(['um', 'uma']);
    expect(predict(pt, emptyLearned(), 'o ú', { now: NOW }).every((word) => word.startsWith('ú'))).toBe(true);
  });

  it('offers the most used words first, at most the number asked', () => {
    const words = predict(pt, emptyLearned(), 'eu qu', { now: NOW, max: 6 });
    expect(words).toHaveLength(6);
    expect(words.slice(0, 3)).toContain('quero');
    expect(predict(pt, emptyLearned(), 'eu qu', { now: NOW, max: 3 })).toHaveLength(3);
  });

  it('starts a sentence with a capital', () => {
    expect(predict(pt, emptyLearned(), 'vo', { now: NOW })[0]).toMatch(/^V/);
    expect(predict(pt, emptyLearned(), 'Oi. vo', { now: NOW })[0]).toMatch(/^V/);
    expect(predict(pt, emptyLearned(), 'oi vo', { now: NOW })[0]).toMatch(/^v/);
  });

  it('keeps a sentence’s start after Spanish opening marks: “¿Me…”, “¡Qué…” offered with their capital', () => {
    const es = parseModel(modelEs);
    expect(contextOf('¿')).toEqual({ previous: null, partial: '', sentenceStart: true });
    expect(contextOf('Hola. ¡Qu')).toEqual({ previous: null, partial: 'Qu', sentenceStart: true });
    expect(predict(es, emptyLearned(), '¿', { now: NOW })).toContain('Me');
    expect(predict(es, emptyLearned(), '¿pu', { now: NOW })[0]).toMatch(/^Pu/);
    expect(predict(es, emptyLearned(), '¡qu', { now: NOW })).toContain('Qué');
  });
});

describe('the next word', () => {
  it('after a space, offers what follows the last word in the app’s sentences', () => {
    // Among the words offered after "com": one that follows it in the sentences, though not among the most used words.
    const followers = [...pt.next.get(pt.index.get('com')!)!.keys()].map((i) => pt.words[i]);
    const offered = predict(pt, emptyLearned(), 'Estou com ', { now: NOW });
    expect(offered.some((word) => followers.includes(word) && !pt.words.slice(0, 20).includes(word))).toBe(true);
    expect(predict(en, emptyLearned(), 'I need ', { now: NOW }).length).toBeGreaterThan(0);
    expect(predict(pt, emptyLearned(), '', { now: NOW })[0]).toMatch(/^\p{Lu}/u);
  });

  it('at a sentence’s start, offers the words that start the app’s sentences', () => {
    expect(predict(pt, emptyLearned(), '', { now: NOW })).toContain('Eu');
    expect(predict(en, emptyLearned(), '', { now: NOW })).toContain('I');
    expect(predict(en, emptyLearned(), 'Yes. ', { now: NOW })).toContain('I');
  });

  it('reads the context: the last word of this sentence, and the word being written', () => {
    expect(contextOf('Eu quero ág')).toEqual({ previous: 'quero', partial: 'ág', sentenceStart: false });
    expect(contextOf('Bom dia. ')).toEqual({ previous: null, partial: '', sentenceStart: true });
    expect(contextOf('Estou com ')).toEqual({ previous: 'com', partial: '', sentenceStart: false });
  });
});

describe('learning what this user says', () => {
  it('offers a new word after it has been said once, with its spelling, and its pair next time', () => {
    const learned = emptyLearned();
    expect(predict(pt, learned, 'Ligue para o Dr. Pa', { now: NOW })).not.toContain('Paulinho');
    learn(learned, 'Ligue para o Paulinho, a dor voltou', NOW);
    expect(predict(pt, learned, 'chame o Pau', { now: NOW })[0]).toBe('Paulinho');
    expect(predict(pt, learned, 'Ligue para o ', { now: NOW })[0]).toBe('Paulinho');
  });

  it('keeps a sentence’s first word in lower case, a name as written, and learns no digits or emoji', () => {
    const learned = learn(emptyLearned(), 'Remédio às 8 horas 💊. Quero o Paulinho', NOW);
    expect(learned.words.get('remedio')?.word).toBe('remédio');
    expect(learned.words.get('paulinho')?.word).toBe('Paulinho');
    expect(learned.words.has('8')).toBe(false);
    expect([...learned.words.keys()].some((key) => /\p{Extended_Pictographic}/u.test(key))).toBe(false);
  });

  it('puts what the user says often and lately first; old uses fade', () => {
    const learned = emptyLearned();
    for (let i = 0; i < 5; i += 1) learn(learned, 'quero fisioterapia', NOW);
    expect(predict(pt, learned, 'quero f', { now: NOW })[0]).toBe('fisioterapia');
    const old = emptyLearned();
    learn(old, 'quero fisioterapia', NOW - 365 * DAY);
    expect(predict(pt, old, 'quero f', { now: NOW })[0]).not.toBe('fisioterapia');
  });

  it('knows the words of the user’s boards', () => {
    const extra = new Map([[wordKey('Totó'), 'Totó']]);
    expect(predict(pt, emptyLearned(), 'cadê o tot', { now: NOW, extra })).toContain('Totó');
  });
});

describe('two or three words in one selection', () => {
  it('offers a pair whose second word nearly always follows, in the last place, and this user’s own pairs', () => {
    const offered = predict(pt, emptyLearned(), 'Chame a minha esposa p', { now: NOW });
    expect(offered).toHaveLength(6);
    expect(offered.at(-1)).toBe('por favor');
    expect(offered.slice(0, 5).every((word) => !word.includes(' '))).toBe(true);
    const learned = emptyLearned();
    learn(learned, 'Ligue para a tia Bete', NOW);
    learn(learned, 'A tia Bete chegou', NOW);
    expect(predict(pt, learned, 'Chame a ti', { now: NOW })).toContain('tia Bete');
  });

  it('offers three words in one where the third nearly always follows too (issue 38)', () => {
    const learned = emptyLearned();
    for (const text of ['Ligue para a tia Bete Silva', 'A tia Bete Silva chegou', 'Oi tia Bete Silva']) learn(learned, text, NOW);
    expect(predict(pt, learned, 'Chame a ti', { now: NOW })).toContain('tia Bete Silva');
  });

  it('never offers swearing unasked, and offers it once the user has said it', () => {
    expect(pt.words).not.toContain('porra');
    expect(en.words).not.toContain('fuck');
    const learned = learn(emptyLearned(), 'Ah porra', NOW);
    expect(predict(pt, learned, 'Que po', { now: NOW })).toContain('porra');
  });
});
