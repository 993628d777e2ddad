// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedRows } from '@/boards/seeds';
import { withConnectives } from '@/modes/constructor/connectives';
import type { CardRow } from '@/boards/model';
import { lastPerson, offeredIn, sentenceKey, sentenceWord, wordText } from './words';

const { cards } = seedRows('constructor', 0);
const byId = new Map(cards.map((card) => [card.id, card]));
const card = (id: string) => byId.get(id)!;

/** Builds a sentence the way the screen does: each verb takes the last pronoun's form. */
function build(ids: readonly string[], lang: 'pt' | 'en'): string {
  const keys: string[] = [];
  for (const id of ids) keys.push(sentenceKey(card(id), lastPerson(keys, byId)));
  return withConnectives(keys.map((key) => sentenceWord(key, lang, byId)!.text), lang);
}

describe('the constructor’s words on the seeded board', () => {
  it('takes the last pronoun’s person, "eu" before any, and a verb keeps the form it was chosen in', () => {
    expect(lastPerson([], byId)).toBe('eu');
    expect(lastPerson(['ele', 'want:ele', 'nos'], byId)).toBe('nos');
    expect(sentenceWord('want:ele', 'pt', byId)!.text).toBe('Quer');
    expect(sentenceWord('want:ele', 'en', byId)!.text).toBe('Wants');
    expect(sentenceWord('nothing', 'pt', byId)).toBeUndefined();
  });

  it('builds the spec’s sentences, with connectives', () => {
    expect(build(['eu', 'want', 'water'], 'pt')).toBe('Eu quero água');
    expect(build(['eu', 'want', 'water'], 'en')).toBe('I want water');
    expect(build(['eu', 'need', 'water'], 'pt')).toBe('Eu preciso de água');
    expect(build(['ele', 'go', 'bathroom'], 'pt')).toBe('Ele vai ao banheiro');
    expect(build(['ele', 'go', 'bathroom'], 'en')).toBe('He goes to bathroom');
    expect(build(['nos', 'be', 'hungry'], 'pt')).toBe('Nós estamos com fome');
    expect(build(['nos', 'be', 'hungry'], 'en')).toBe('We are hungry');
    expect(build(['eu', 'have', 'pain', 'body-cabeca'], 'en')).toBe('I have pain in my head');
  });

  it('offers the Portuguese-only articles only in Portuguese', () => {
    const articles = cards.filter((c) => c.categoryId === 'articles');
    expect(articles.filter((c) => offeredIn(c, 'pt')).map((c) => wordText(c, 'pt', 'eu'))).toEqual(['O', 'A', 'Um', 'Uma']);
    expect(articles.filter((c) => offeredIn(c, 'en')).map((c) => wordText(c, 'en', 'eu'))).toEqual(['The', 'A', 'An']);
  });

  it('a family’s own word reads the same for every person and keeps an id with a colon whole', () => {
    const own: CardRow = { ...card('water'), id: 'vovó:1', label: { pt: 'Vovó' }, grammar: undefined, isCustom: true };
    const withOwn = new Map([...byId, [own.id, own]]);
    expect(sentenceKey(own, 'ele')).toBe('vovó:1');
    expect(sentenceWord('vovó:1', 'en', withOwn)!.text).toBe('Vovó');
  });
});
