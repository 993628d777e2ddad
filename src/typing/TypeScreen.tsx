// The typing mode (issue 25): a person who can spell writes anything and has it said — the message, the suggestions
// (an abbreviation's text first, then whole sentences this person said or saved, by their start or initial letters;
// then the completion of the word being written, the next word after a space), the on-screen
// keyboard and the actions. The physical keyboard types here through the input runtime (text commands), never a key
// listener of this screen. The message is kept as it is typed, so a reload, a crash or going offline loses nothing.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { useToast } from '@/components/toast/context';
import { Icon } from '@/components/Icon';
import { needTexts } from '@/i18n/i18n';
import { inputMark } from '@/input/dom';
import { speak } from '@/speech/speech';
import { ChoiceDialog } from './ChoiceDialog';
import { finishedSentence, finishedWord, MAX_MESSAGE, takeSentence, takeSuggestion, typeText } from './editing';
import { Keyboard } from './Keyboard';
import { keyRows, type PageId } from './layouts';
import { OptionsPanel } from './OptionsPanel';
import { expand, expansionAt, PHRASE_CATEGORIES, readAbbreviations, readPhrases, saveAbbreviations, savePhrases, withPhrase, type Abbreviation, type Phrase, type PhraseCategory } from './phrases';
import { PhrasesSection } from './PhrasesSection';
import { readDraft, readHistory, saveDraft, saveHistory, typingOptions, withSaid, type SaidText } from './store';
import { SuggestionBar } from './SuggestionBar';
import { DeleteKeys, SaidItem, useTypingCommands, type TypingEdits } from './typing-parts';
import { usePrediction } from './use-prediction';
import './typing.css';

needTexts('typing');

export default function TypeScreen() {
  const { t } = useTranslation('typing');
  const lang = useLang();
  const toast = useToast();
  const fullScreen = useFullScreenCard();
  const options = useSyncExternalStore(typingOptions.subscribe, typingOptions.get, typingOptions.get);
  const [text, setText] = useState('');
  const [ready, setReady] = useState(false);
  const [page, setPage] = useState<PageId>('letters');
  const [history, setHistory] = useState<SaidText[]>([]);
  const [phrases, setPhrases] = useState<Phrase[]>([]);
  const [abbreviations, setAbbreviations] = useState<Abbreviation[]>([]);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // An abbreviation just typed: its whole text is the first suggestion.
  const expansion = expansionAt(text, abbreviations, lang);
  const saved = useMemo(() => phrases.filter((phrase) => phrase.lang === lang).map((phrase) => phrase.text), [phrases, lang]);
  const prediction = usePrediction(lang, text, options.suggestions, { initialLetters: options.initialLetters, abbreviation: expansion !== null, saved });
  const { learnFrom } = prediction;
  const suggestions = expansion ? [expansion.long, ...prediction.suggestions.filter((word) => word !== expansion.long)].slice(0, options.suggestions) : prediction.suggestions;
  // What the handlers read: the message as it is now, even between a change and the next render.
  const latest = useRef({ text, ready });
  useLayoutEffect(() => {
    latest.current = { text, ready };
  }, [text, ready]);

  useEffect(() => {
    let live = true;
    void typingOptions.load();
    void Promise.all([readDraft(), readHistory(), readPhrases(), readAbbreviations()]).then(([draft, said, saved, shortcuts]) => {
      if (!live) return;
      setText((typed) => (typed === '' ? draft : typed));
      latest.current.text = draft;
      latest.current.ready = true;
      setHistory(said);
      setPhrases(saved);
      setAbbreviations(shortcuts);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // Every change is kept at once: someone who needs minutes for a sentence must never lose it.
  useEffect(() => {
    if (ready) void saveDraft(text);
  }, [text, ready]);

  // The newest text is always in view, however long the message.
  useEffect(() => {
    const message = messageRef.current;
    if (message) message.scrollTop = message.scrollHeight;
  }, [text]);

  const sayWord = useCallback((word: string) => speak(word, { lang, kind: 'word' }).catch(() => {}), [lang]);

  const speakText = useCallback(
    (said: string) => {
      const words = said.trim();
      if (words === '') {
        toast.show({ title: t('empty') });
        return;
      }
      // Said first; what is learned and kept comes after (a full storage never keeps the text from being said).
      speak(words, { lang, kind: 'sentence' }).catch(() => {});
      learnFrom(words);
      setHistory((before) => {
        const next = withSaid(before, { text: words, lang, at: Date.now() });
        void saveHistory(next);
        return next;
      });
    },
    [lang, learnFrom, t, toast],
  );

  /** Applies an edit to the message, with the echo and "speak at a full stop" the options ask for. */
  const change = useCallback(
    (next: string, typed?: string) => {
      const before = latest.current.text;
      if (next === before) return;
      latest.current.text = next;
      setText(next);
      const { echoLetters, echoWords, speakAtFullStop } = typingOptions.get();
      const sentence = speakAtFullStop ? finishedSentence(before, next) : null;
      const word = echoWords ? finishedWord(before, next) : null;
      if (sentence) speakText(sentence);
      else if (word) void sayWord(word);
      else if (echoLetters && typed && /^\p{L}$/u.test(typed)) void sayWord(typed.toLowerCase());
    },
    [sayWord, speakText],
  );

  const tooLong = useCallback(() => toast.show({ title: t('tooLong.title'), description: t('tooLong.text', { max: MAX_MESSAGE }), variant: 'destructive' }), [t, toast]);

  const type = (added: string) => {
    const edited = typeText(latest.current.text, added);
    if (edited.cut) tooLong();
    change(edited.text, added);
    // An accent is one letter: the keyboard goes back to the letters.
    setPage((current) => (current === 'accents' ? 'letters' : current));
  };

  const choose = (word: string, index: number) => {
    const current = latest.current.text;
    const shortcut = index === 0 ? expansionAt(current, abbreviations, lang) : null;
    if (shortcut && shortcut.long === word) {
      const next = expand(current, shortcut);
      if (next.length > MAX_MESSAGE) tooLong();
      else change(next);
      return;
    }
    if (prediction.sentences.has(word)) {
      // A whole sentence takes the place of the sentence being typed, and is said once when an option asks (said
      // at once, or at a full stop): never echoed word by word, never said twice.
      const edited = takeSentence(current, word);
      if (edited.cut) return tooLong();
      latest.current.text = edited.text;
      setText(edited.text);
      const { sentenceSays, speakAtFullStop } = typingOptions.get();
      if (sentenceSays || (speakAtFullStop && /[.!?]$/u.test(word))) speakText(word);
      return;
    }
    const edited = takeSuggestion(current, word);
    if (edited.cut) tooLong();
    else change(edited.text);
  };

  const clear = () => {
    const before = latest.current.text;
    if (before === '') return;
    change('');
    toast.show({ title: t('cleared'), action: { label: t('undo'), onAction: () => change(before) } });
  };

  const startSaving = () => {
    if (latest.current.text.trim() === '') toast.show({ title: t('empty') });
    else setSaving(true);
  };

  const savePhrase = (category: PhraseCategory) => {
    setSaving(false);
    const phrase: Phrase = { id: crypto.randomUUID(), text: latest.current.text.trim(), category, lang, at: Date.now() };
    setPhrases((before) => {
      const next = withPhrase(before, phrase);
      void savePhrases(next);
      return next;
    });
    toast.show({ title: t('saved', { category: t(`categories.${category}`) }) });
  };

  const removePhrase = (phrase: Phrase) => {
    const keep = (next: Phrase[]) => {
      void savePhrases(next);
      return next;
    };
    setPhrases((before) => keep(before.filter((p) => p.id !== phrase.id)));
    toast.show({ title: t('phraseRemoved'), action: { label: t('undo'), onAction: () => setPhrases((before) => keep(withPhrase(before, phrase))) } });
  };

  const changeAbbreviations = (next: Abbreviation[]) => {
    setAbbreviations(next);
    void saveAbbreviations(next);
  };

  const edits: TypingEdits = { text: () => latest.current.text, type, choose, change, submit: () => speakText(latest.current.text) };
  useTypingCommands(messageRef, suggestions, edits, ready);

  return (
    <div className={`page typing typing--${options.fontSize}`} data-ready={ready ? 'true' : undefined} {...inputMark('wholeWindow')}>
      <ScreenHeader />
      <h1 className="visually-hidden">{t('title')}</h1>
      <textarea
        ref={messageRef}
        className="typing__message"
        aria-label={t('message')}
        placeholder={t('placeholder')}
        value={text}
        readOnly
        rows={3}
        {...inputMark('skip')}
      />
      {prediction.status !== 'ready' && (
        <p className="typing__status" role="status">
          {prediction.status === 'loading' ? t('loadingModel') : t('noModel')}
        </p>
      )}
      {prediction.damaged && (
        <p className="typing__status" role="status">
          {t('damaged')}
        </p>
      )}
      <div className="typing__board" {...inputMark('scanFirst')}>
        <SuggestionBar words={suggestions} sentences={prediction.sentences} slots={options.suggestions} onChoose={choose} />
        <Keyboard rows={keyRows(options.layout, lang, page)} onChar={type} onPage={setPage} larger={options.largerKeys} columnsAligned={options.layout === 'frequency' && page === 'letters'} label={t('keyboard')} />
        <div role="group" aria-label={t('actions')} className="typing__actions">
          <button type="button" className="button button--primary typing__speak" aria-label={t('keys.speak')} onClick={() => speakText(latest.current.text)}>
            <Icon emoji="🔊" />
            {t('speak')}
          </button>
          <DeleteKeys edits={edits} />
          <button type="button" className="button" onClick={clear}>
            {t('clear')}
          </button>
          <button type="button" className="button" onClick={() => latest.current.text.trim() && fullScreen.show({ label: latest.current.text.trim(), symbol: null })}>
            <Icon emoji="🖥️" />
            {t('fullScreen')}
          </button>
          <button type="button" className="button" onClick={startSaving}>
            <Icon emoji="⭐" />
            {t('savePhrase')}
          </button>
        </div>
      </div>
      <button type="button" className="button button--secondary typing__options-toggle" aria-expanded={optionsOpen} onClick={() => setOptionsOpen((open) => !open)}>
        <Icon emoji="⚙️" />
        {t('options')}
      </button>
      {optionsOpen && (
        <OptionsPanel
          options={options}
          abbreviations={abbreviations}
          onAbbreviations={changeAbbreviations}
          onForget={() => void prediction.forget().then(() => toast.show({ title: t('forgotten') }))}
        />
      )}
      <PhrasesSection phrases={phrases} onSay={speakText} onEdit={(said) => change(said)} onRemove={removePhrase} />
      <section className="typing__history" aria-labelledby="typing-history">
        <h2 id="typing-history" className="typing__history-title">
          {t('history')}
        </h2>
        {history.length === 0 ? (
          <p className="typing__hint">{t('historyEmpty')}</p>
        ) : (
          <ul className="typing__said">
            {history
              .filter((item) => item.lang === lang)
              .map((item) => (
                <SaidItem key={item.at + item.text} text={item.text} onSay={speakText} onEdit={change} />
              ))}
          </ul>
        )}
      </section>
      {saving && (
        <ChoiceDialog
          title={t('saveIn')}
          options={PHRASE_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          cancel={t('field.cancel')}
          onChoose={savePhrase}
          onCancel={() => setSaving(false)}
        />
      )}
    </div>
  );
}
