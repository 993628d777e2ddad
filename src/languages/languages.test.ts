// @vitest-environment node
// What a language needs, listed and checked for every folder of src/languages: a language is added with files only
// (README, "Adding a language"), and this test says what is missing.
import { describe, expect, it } from 'vitest';
import type { TextTree } from '@/i18n/define';
import { ROUTE_IDS } from '@/routes/ids';
import { foldText } from '@/i18n/text';
import { BODY_PART_IDS, BODY_PARTS } from '@/boards/vocabulary/body-parts';
import {
  bodyPartPreposition,
  COMPLEMENT_EMOJI,
  complementsFor,
  PAIN_ID,
  SUBJECT_IDS,
  suggestionsFor,
  VERB_IDS,
  verbsFor,
  type GuidedWords,
} from '@/modes/guided/content';
import type { Words } from './types';
import packageJson from '../../package.json';
import { DEFAULT_MANIFEST, MANIFESTS } from '.';

const manifests = import.meta.glob('./*/language.json', { eager: true, import: 'default' });
const texts = import.meta.glob<TextTree>('./*/texts/*.ts', { eager: true, import: 'default' });
const words = import.meta.glob<Words>('./*/words.ts', { eager: true, import: 'default' });
const wordsOf = (code: string) => words[`./${code}/words.ts`];
/** The data files every language gives whole, by name: the same keys as the default language's, no text empty. */
const data = import.meta.glob<TextTree>('./*/*.json', { eager: true, import: 'default' });
const DATA_FILES = ['city.json', 'figures.json'];

/** The language's keyboard and word model (src/typing/layouts.ts, scripts/language-model-plugin.ts). */
const keyboards = import.meta.glob<{ qwerty: string[]; alphabet: string; bottom: string; frequency: Record<string, number> }>('./*/keyboard.json', { eager: true, import: 'default' });
const models = import.meta.glob<{ package: string; shortWords: unknown[]; unasked: string[] }>('./*/model.json', { eager: true, import: 'default' });
/** A language's words as a tree of texts: its connective rules left out. */
const labelsIn = ({ constructorMode: { connectives: _rules, capitalised: _capitals, ...constructorMode }, ...lists }: Words) =>
  ({ ...lists, constructorMode }) as unknown as TextTree;

function textsOf(code: string): Map<string, TextTree> {
  return new Map(Object.entries(texts).flatMap(([path, tree]) => (path.startsWith(`./${code}/texts/`) ? [[/(\w+)\.ts$/.exec(path)![1]!, tree]] : [])));
}

/** Each text's key path with what must be the same in every language: its kind, and for a list its length. */
function shape(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return [`${prefix}${key}`];
    if (Array.isArray(value)) return [`${prefix}${key}[${value.length}]`];
    return shape(value as TextTree, `${prefix}${key}.`);
  });
}

/** Each text with its key path. */
function entries(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (Array.isArray(value)) return (value as string[]).map((item, i) => [`${prefix}${key}.${i}`, item]);
    return entries(value as TextTree, `${prefix}${key}.`);
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\d+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('the languages', () => {
  it('are every folder with a manifest, each named by its code, the default first and only one default', () => {
    expect(Object.keys(manifests).map((path) => path.split('/')[1]).sort()).toEqual(MANIFESTS.map((m) => m.code).sort());
    for (const [path, manifest] of Object.entries(manifests)) expect((manifest as { code: string }).code).toBe(path.split('/')[1]);
    expect(MANIFESTS.filter((m) => m.isDefault)).toEqual([DEFAULT_MANIFEST]);
    expect(MANIFESTS.map((m) => m.code)).toEqual(expect.arrayContaining(['pt', 'en', 'es']));
  });

  it('give every address their own, under their code, none shared with another language', () => {
    expect(ROUTE_IDS.filter((id) => !DEFAULT_MANIFEST.routes[id])).toEqual([]);
    const translated = ROUTE_IDS.filter((id) => MANIFESTS.some((m) => !m.isDefault && m.routes[id]));
    const seen = new Map<string, string>();
    for (const manifest of MANIFESTS) {
      if (!manifest.isDefault) expect(ROUTE_IDS.filter((id) => translated.includes(id) && !manifest.routes[id]), manifest.code).toEqual([]);
      const own = [...Object.values(manifest.routes), ...Object.values(manifest.aliases ?? {}).flat()] as string[];
      for (const path of own) {
        if (!manifest.isDefault) expect(path === `/${manifest.code}` || path.startsWith(`/${manifest.code}/`), path).toBe(true);
        expect(seen.get(path), `${path} in ${manifest.code}`).toBeUndefined();
        seen.set(path, manifest.code);
      }
    }
  });

  it('hold only the manifest’s fields (types.ts), and addresses of screens the app has', () => {
    const fields = ['code', 'name', 'tag', 'appDescription', 'otherCards', 'browser', 'speech', 'arasaacLocale', 'photonLang', 'symbolNames', 'isDefault', 'routes', 'aliases'];
    for (const manifest of MANIFESTS) {
      expect(Object.keys(manifest).filter((key) => !fields.includes(key)), manifest.code).toEqual([]);
      const ids = [...Object.keys(manifest.routes), ...Object.keys(manifest.aliases ?? {})];
      expect(ids.filter((id) => !(ROUTE_IDS as readonly string[]).includes(id)), manifest.code).toEqual([]);
    }
  });

  it('name themselves, their page tag, the browsers they open for and the installed app', () => {
    for (const manifest of MANIFESTS) {
      expect(manifest.name.trim(), manifest.code).not.toBe('');
      expect(() => new Intl.Locale(manifest.tag), manifest.code).not.toThrow();
      expect(manifest.browser.length, manifest.code).toBeGreaterThan(0);
      expect(manifest.appDescription.trim(), manifest.code).not.toBe('');
      // What every language must give (read by code that has no fallback): a missing one breaks speech or a board.
      expect(manifest.otherCards?.trim(), `${manifest.code} otherCards`).toBeTruthy();
      expect(Array.isArray(manifest.speech.questionWords) && Array.isArray(manifest.speech.exclamationWords), `${manifest.code} intonation words`).toBe(true);
      for (const word of [...manifest.speech.questionWords, ...manifest.speech.exclamationWords]) expect(word, manifest.code).toBe(word.toLowerCase().trim());
    }
  });

  describe.each(MANIFESTS.map((m) => m.code))('%s', (code) => {
    const reference = textsOf(DEFAULT_MANIFEST.code);
    const own = textsOf(code);

    it('has every namespace of texts, with the same keys and lists as the default language, and no other', () => {
      expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [ns, tree] of reference) expect(shape(own.get(ns) ?? {}), ns).toEqual(shape(tree));
    });

    it('has the words of every built-in board and mode, by the same ids as the default language', () => {
      const mine = wordsOf(code);
      const reference = wordsOf(DEFAULT_MANIFEST.code)!;
      expect(mine, `src/languages/${code}/words.ts`).toBeDefined();
      // What a body part says on the pain page is optional (a language may say its name).
      const { constructorMode, painSaid, ...lists } = mine!;
      const { constructorMode: referenceConstructor, painSaid: _referencePain, ...referenceLists } = reference;
      for (const id of Object.keys(painSaid ?? {})) expect(Object.keys(lists.bodyParts), id).toContain(id);
      expect(shape(lists as unknown as TextTree)).toEqual(shape(referenceLists as unknown as TextTree));
      for (const key of ['groups', 'pronouns', 'verbs'] as const) expect(shape(constructorMode[key] as TextTree), key).toEqual(shape(referenceConstructor[key] as TextTree));
      expect(entries(labelsIn(mine!)).filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it.each(DATA_FILES)('has %s, with the same keys as the default language’s and no empty text', (file) => {
      const mine = data[`./${code}/${file}`];
      expect(mine, `src/languages/${code}/${file}`).toBeDefined();
      expect(shape(mine!)).toEqual(shape(data[`./${DEFAULT_MANIFEST.code}/${file}`]!));
      expect(entries(mine!).filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it('has a keyboard with every letter of its alphabet, and a word model from a package the project installs', () => {
      const keyboard = keyboards[`./${code}/keyboard.json`];
      expect(keyboard, `src/languages/${code}/keyboard.json`).toBeDefined();
      const qwerty = new Set(keyboard!.qwerty.join(''));
      for (const letter of keyboard!.alphabet) expect(qwerty.has(letter), letter).toBe(true);
      expect(Object.keys(keyboard!.frequency)).toEqual(expect.arrayContaining([' ', ...keyboard!.alphabet]));
      const model = models[`./${code}/model.json`];
      expect(model, `src/languages/${code}/model.json`).toBeDefined();
      expect(Object.keys(packageJson.devDependencies)).toContain(model!.package);
    });

    it('has its puzzles: words and sentences at every level, and a picture for every letter of its alphabet', () => {
      const puzzle = data[`./${code}/puzzle.json`] as unknown as { words: Record<string, string[]>; sentences: Record<string, string[]>; letterPictures: Record<string, string[]> } | undefined;
      expect(puzzle, `src/languages/${code}/puzzle.json`).toBeDefined();
      for (const tier of ['easy', 'medium', 'hard']) {
        expect(puzzle!.words[tier]!.length, tier).toBeGreaterThanOrEqual(6);
        expect(puzzle!.sentences[tier]!.length, tier).toBeGreaterThanOrEqual(4);
      }
      for (const letter of keyboards[`./${code}/keyboard.json`]!.alphabet.normalize('NFC')) {
        const plain = puzzle!.letterPictures[letter] ?? puzzle!.letterPictures[letter.normalize('NFD').replace(/\p{M}/gu, '')];
        expect(plain?.length, letter).toBeGreaterThan(0);
      }
    });

    it('names in its connectives only words it has', () => {
      const mine = wordsOf(code)!;
      const own = new Set(entries(labelsIn(mine)).map(([, text]) => text.toLowerCase()));
      for (const { after, before } of mine.constructorMode.connectives) {
        for (const word of [...after, ...(before === 'bodyPart' ? [] : before)]) expect(own.has(word.toLowerCase()), word).toBe(true);
      }
    });

    it('keeps every placeholder of each text, and has no empty text', () => {
      for (const [ns, tree] of reference) {
        const mine = new Map(entries(own.get(ns) ?? {}));
        for (const [key, text] of entries(tree)) {
          const translated = mine.get(key) ?? '';
          expect(translated.trim(), `${ns}.${key}`).not.toBe('');
          expect(placeholders(translated), `${ns}.${key}`).toEqual(placeholders(text));
        }
      }
    });
  });
});

/** The guided mode's words (src/modes/guided/content.ts), by language. */
const guided = import.meta.glob<GuidedWords>('./*/guided.json', { eager: true, import: 'default' });
const GUIDED_FIELDS = ['subjects', 'verbs', 'withoutSubject', 'groups', 'defaults', 'bodyPart', 'punctuation', 'opening'];
const MARKS = ['.', '?', '!'];
const sorted = (list: readonly string[]) => [...list].sort();

describe.each(MANIFESTS.map((m) => m.code))('%s: the guided mode’s words (guided.json)', (code) => {
  const mine = guided[`./${code}/guided.json`]!;
  const reference = guided[`./${DEFAULT_MANIFEST.code}/guided.json`]!;
  const groupOf = (words: GuidedWords, verb: string) => words.groups.find((group) => group.verb === verb);

  it('has them, with only the fields content.ts reads', () => {
    expect(mine, `src/languages/${code}/guided.json`).toBeDefined();
    expect(Object.keys(mine).filter((key) => !GUIDED_FIELDS.includes(key))).toEqual([]);
  });

  it('names every subject and gives every subject every verb’s form', () => {
    expect(sorted(Object.keys(mine.subjects))).toEqual(sorted(SUBJECT_IDS));
    expect(Object.values(mine.subjects).filter((text) => !text.trim())).toEqual([]);
    expect(sorted(Object.keys(mine.verbs))).toEqual(sorted(SUBJECT_IDS));
    for (const subject of SUBJECT_IDS) {
      expect(sorted(Object.keys(mine.verbs[subject])), subject).toEqual(sorted(VERB_IDS));
      expect(Object.values(mine.verbs[subject]).filter((form) => !form.trim()), subject).toEqual([]);
    }
    for (const verb of mine.withoutSubject ?? []) expect(VERB_IDS, verb).toContain(verb);
  });

  it('has the default language’s groups, each item the same id as there (but those it says it leaves out)', () => {
    expect(sorted(mine.groups.map((group) => group.verb))).toEqual(sorted(reference.groups.map((group) => group.verb)));
    for (const group of mine.groups) {
      const ids = group.items.map((item) => item.id);
      const leftOut = group.leftOut ?? [];
      expect(new Set(ids).size, group.verb).toBe(ids.length);
      expect(leftOut.filter((id) => ids.includes(id)), group.verb).toEqual([]);
      expect(sorted([...ids, ...leftOut]), group.verb).toEqual(sorted(groupOf(reference, group.verb)!.items.map((item) => item.id)));
      expect(ids.filter((id) => !COMPLEMENT_EMOJI[id]), `${group.verb}: an emoji in content.ts`).toEqual([]);
      expect(group.items.filter((item) => !item.text.trim() || (item.link !== undefined && !item.link.trim())), group.verb).toEqual([]);
    }
    const painGroup = (words: GuidedWords) => words.groups.find((group) => group.items.some((item) => item.id === PAIN_ID))?.verb;
    expect(painGroup(mine), 'the pain word').toBe(painGroup(reference));
    expect(mine.defaults.map((item) => item.id)).toEqual(reference.defaults.map((item) => item.id));
    expect(mine.defaults.filter((item) => !item.text.trim())).toEqual([]);
  });

  it('finds each verb’s own group by its keywords (lower case, no accents), for every subject’s form', () => {
    for (const group of mine.groups) {
      expect(group.keywords.length, group.verb).toBeGreaterThan(0);
      for (const keyword of group.keywords) {
        expect(foldText(keyword), group.verb).toBe(keyword);
        const forms = SUBJECT_IDS.map((subject) => foldText(mine.verbs[subject][group.verb]));
        expect(forms.some((form) => form.split(/\s+/).some((word) => word.startsWith(keyword))), `${group.verb}: ${keyword}`).toBe(true);
      }
    }
    for (const subject of SUBJECT_IDS) {
      for (const verb of verbsFor(subject, code)) {
        const expected = (groupOf(mine, verb.word.id)?.items ?? mine.defaults).map((item) => item.id);
        expect(complementsFor(verb.word.text, code).map((c) => c.word.id), `${subject} ${verb.label}`).toEqual(expected);
      }
    }
  });

  it('joins the pain word to every body part, for every subject', () => {
    expect(Object.keys(mine.bodyPart.byPart ?? {}).filter((id) => !(BODY_PART_IDS as readonly string[]).includes(id))).toEqual([]);
    expect(Object.keys(mine.bodyPart.bySubject ?? {}).filter((id) => !(SUBJECT_IDS as readonly string[]).includes(id))).toEqual([]);
    for (const part of BODY_PARTS) for (const subject of SUBJECT_IDS) expect(bodyPartPreposition(part, subject, code).trim(), `${part.id} ${subject}`).not.toBe('');
  });

  it('names the three tones, opens a sentence only with a mark of its own, and says every suggestion', () => {
    expect(sorted(Object.keys(mine.punctuation))).toEqual(sorted(MARKS));
    expect(Object.values(mine.punctuation).filter((label) => !label.trim())).toEqual([]);
    expect(Object.keys(mine.opening ?? {}).filter((mark) => !MARKS.includes(mark))).toEqual([]);
    for (const subject of SUBJECT_IDS) {
      for (const verb of VERB_IDS) expect(suggestionsFor(code, subject, verb).length, `${subject} ${verb}`).toBe(suggestionsFor(DEFAULT_MANIFEST.code, subject, verb).length);
    }
  });
});
