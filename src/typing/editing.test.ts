// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deleteLetter, deleteWord, finishedSentence, finishedWord, MAX_MESSAGE, takeSentence, takeSuggestion, typeText } from './editing';

describe('typing: editing the message', () => {
  it('starts a sentence with a capital, and only a sentence', () => {
    expect(typeText('', 'e').text).toBe('E');
    expect(typeText('Eu ', 'q').text).toBe('Eu q');
    expect(typeText('Sim. ', 'n').text).toBe('Sim. N');
    expect(typeText('Sim.', ' ').text).toBe('Sim. ');
  });

  it('a closing sign takes the space a suggestion left, and puts it after itself', () => {
    expect(typeText('Eu quero água ', '.').text).toBe('Eu quero água. ');
    expect(typeText('Eu quero água ', ',').text).toBe('Eu quero água, ');
    expect(typeText('Eu quero água? ', '!').text).toBe('Eu quero água?! ');
    expect(typeText('Dor ', ')').text).toBe('Dor)');
    expect(typeText('Dor ', '(').text).toBe('Dor (');
    // Typed straight after a word, a sign adds no space; a space after a sign's space is not typed twice.
    expect(typeText('Eu quero água', '.').text).toBe('Eu quero água.');
    expect(typeText('Eu quero água. ', ' ').text).toBe('Eu quero água. ');
    expect(typeText('Sim. ', 'n').text).toBe('Sim. N');
  });

  it('cuts a paste at the limit and says so, never splitting an emoji', () => {
    const long = 'a'.repeat(10_000);
    const edited = typeText('', long);
    expect(edited.cut).toBe(true);
    expect(edited.text).toHaveLength(MAX_MESSAGE);
    const almost = 'x'.repeat(MAX_MESSAGE - 1);
    expect(typeText(almost, '👋🏽').text).toBe(almost);
    expect(typeText('ok', ' 👋').text).toBe('ok 👋');
  });

  it('deletes a letter (a whole emoji at once) and a word with its spaces', () => {
    expect(deleteLetter('Olá 👋🏽')).toBe('Olá ');
    expect(deleteLetter('')).toBe('');
    expect(deleteWord('Eu quero água')).toBe('Eu quero ');
    expect(deleteWord('Eu quero  ')).toBe('Eu ');
    expect(deleteWord('Sim!')).toBe('Sim');
    expect(deleteWord('Eu')).toBe('');
  });

  it('puts a suggestion in place of the word being written, or after the last word', () => {
    expect(takeSuggestion('Eu qu', 'quero').text).toBe('Eu quero ');
    expect(takeSuggestion('Eu quero ', 'água').text).toBe('Eu quero água ');
    // After an opening mark, no space: a Spanish question or exclamation starts right at its word.
    expect(takeSuggestion('¿', 'Me').text).toBe('¿Me ');
    expect(takeSuggestion('Hola. ¡Qu', 'Qué').text).toBe('Hola. ¡Qué ');
    expect(takeSuggestion('', 'Eu').text).toBe('Eu ');
    expect(takeSuggestion('Sim.', 'Obrigado').text).toBe('Sim. Obrigado ');
    expect(takeSuggestion('a '.repeat(MAX_MESSAGE / 2 - 1), 'água').cut).toBe(true);
  });

  it('finds the word and the sentence an edit finished, for the echo and for speaking at a full stop', () => {
    expect(finishedWord('Eu quero', 'Eu quero ')).toBe('quero');
    expect(finishedWord('Eu qu', 'Eu quero ')).toBe('quero');
    expect(finishedWord('Eu quero ', 'Eu quero  ')).toBeNull();
    expect(finishedWord('Eu quer', 'Eu quero')).toBeNull();
    expect(finishedSentence('Eu quero água', 'Eu quero água.')).toBe('Eu quero água.');
    expect(finishedSentence('Sim. Eu quero água', 'Sim. Eu quero água!')).toBe('Eu quero água!');
    expect(finishedSentence('Eu quero', 'Eu quero ')).toBeNull();
  });
});

describe('typing: editing a form field', () => {
  it('keeps the case typed and the field’s own limit', () => {
    expect(typeText('', 'c', { capitalise: false }).text).toBe('c');
    expect(typeText('cas', 'a', { capitalise: false, max: 3 })).toEqual({ text: 'cas', cut: true });
    expect(takeSuggestion('ca', 'casa', 4)).toEqual({ text: 'casa', cut: false });
    expect(takeSuggestion('ca', 'casas', 4).cut).toBe(true);
  });
});

describe('a whole sentence chosen', () => {
  it('takes the place of the sentence being typed, after what was said before', () => {
    expect(takeSentence('qu', 'Quero ir ao banheiro').text).toBe('Quero ir ao banheiro ');
    expect(takeSentence('Bom dia. qiab', 'Quero ir ao banheiro').text).toBe('Bom dia. Quero ir ao banheiro ');
    expect(takeSentence('Bom dia.qu', 'Quero água').text).toBe('Bom dia. Quero água ');
    expect(takeSentence('', 'Quero água').text).toBe('Quero água ');
    expect(takeSentence('Oi\nli', 'Liga para minha filha').text).toBe('Oi\nLiga para minha filha ');
  });

  it('is not put in when it does not fit', () => {
    expect(takeSentence('qu', 'Quero água', 5)).toEqual({ text: 'qu', cut: true });
  });
});
