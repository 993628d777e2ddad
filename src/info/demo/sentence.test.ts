import { describe, expect, it } from 'vitest';
import { addWord, EMPTY_SENTENCE, SENTENCE_RATE, sentenceEmojis, sentenceText } from './sentence';

describe('the demo sentence', () => {
  it('starts empty', () => {
    expect(sentenceText(EMPTY_SENTENCE, 'pt')).toBe('');
    expect(sentenceEmojis(EMPTY_SENTENCE)).toEqual([]);
  });

  it('adds words in the order they were tapped, without changing the previous sentence', () => {
    const one = addWord(EMPTY_SENTENCE, { word: 'eu', emoji: '🙋' });
    const two = addWord(one, { word: 'quero', emoji: '🤲' });
    expect(one).toHaveLength(1);
    expect(two.map((w) => w.word)).toEqual(['eu', 'quero']);
  });

  it('shows the words joined by spaces with the first letter capitalised', () => {
    let s = addWord(EMPTY_SENTENCE, { word: 'olá', emoji: '👋' });
    s = addWord(s, { word: 'bom dia', emoji: '🌅' });
    expect(sentenceText(s, 'pt')).toBe('Olá bom dia');
    const accented = addWord(EMPTY_SENTENCE, { word: 'água', emoji: '💧' });
    expect(sentenceText(accented, 'pt')).toBe('Água');
  });

  it('keeps the English pronoun I as it is', () => {
    let s = addWord(EMPTY_SENTENCE, { word: 'I', emoji: '🙋' });
    s = addWord(s, { word: 'want', emoji: '🤲' });
    s = addWord(s, { word: 'to go', emoji: '🚶' });
    expect(sentenceText(s, 'en')).toBe('I want to go');
  });

  it('ignores blank words and trims spaces', () => {
    const s = addWord(addWord(EMPTY_SENTENCE, { word: '   ', emoji: '❓' }), { word: ' sim ', emoji: '✅' });
    expect(s).toEqual([{ word: 'sim', emoji: '✅' }]);
  });

  it('lists the emojis of the words for the full-screen card, skipping missing ones', () => {
    let s = addWord(EMPTY_SENTENCE, { word: 'eu', emoji: '🙋' });
    s = addWord(s, { word: 'casa', emoji: '' });
    expect(sentenceEmojis(s)).toEqual(['🙋']);
  });

  it('speaks a Portuguese sentence at rate 1 and an English one at 0.9, each language at its manifest’s rate', () => {
    expect(SENTENCE_RATE).toMatchObject({ pt: 1, en: 0.9, es: 1 });
  });

  it('capitalises the first letter in the language’s own way', () => {
    expect(sentenceText(addWord(EMPTY_SENTENCE, { word: 'él quiere', emoji: '' }), 'es')).toBe('Él quiere');
  });
});
