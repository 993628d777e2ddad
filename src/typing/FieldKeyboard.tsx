// The on-screen keyboard for any text field of the app (issue 25), for someone who cannot use a keyboard: a switch,
// dwell, head or gaze user who presses a field (Inclusive City's city, a puzzle's word, a card's label, a note) gets
// this dialog — the field's text, the suggestions and the keys — and Done puts the text in the field, as typing
// would. Back (Escape, a back switch) leaves the field as it was. A physical keyboard types here too.
import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { useModal } from '@/components/dialog/use-modal';
import { Icon } from '@/components/Icon';
import { needTexts } from '@/i18n/i18n';
import { inputMark } from '@/input/dom';
import { writeField, type EditableField } from '@/input/field-editor';
import { useLayerBack } from '@/input/layer-back';
import { MAX_MESSAGE, takeSentence, takeSuggestion, typeText } from './editing';
import { Keyboard } from './Keyboard';
import { keyRows, type PageId } from './layouts';
import { typingOptions } from './store';
import { SuggestionBar } from './SuggestionBar';
import { DeleteKeys, useTypingCommands, type TypingEdits } from './typing-parts';
import { usePrediction } from './use-prediction';
import './typing.css';

needTexts('typing');

/** What the field is called: its label, its own name, or its placeholder. */
function fieldName(field: EditableField): string {
  const label = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? field.placeholder;
  return label.replace(/\s+/g, ' ').trim();
}

export default function FieldKeyboard({ field, onClose }: { field: EditableField; onClose: () => void }) {
  const { t } = useTranslation('typing');
  const lang = useLang();
  const options = useSyncExternalStore(typingOptions.subscribe, typingOptions.get, typingOptions.get);
  const [text, setText] = useState(field.value);
  const [page, setPage] = useState<PageId>('letters');
  const latest = useRef(field.value);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const max = field.maxLength > 0 ? field.maxLength : MAX_MESSAGE;
  const { suggestions, sentences } = usePrediction(lang, text, options.suggestions, { initialLetters: options.initialLetters });
  const name = fieldName(field) || t('field.unnamed');
  useModal(dialog, true);
  useLayerBack(dialog, onClose);

  const change = useCallback((next: string) => {
    latest.current = next;
    setText(next);
  }, []);
  const type = (added: string) => {
    change(typeText(latest.current, added, { capitalise: false, max }).text);
    setPage((current) => (current === 'accents' ? 'letters' : current));
  };
  const choose = (word: string) => {
    const edited = sentences.has(word) ? takeSentence(latest.current, word, max) : takeSuggestion(latest.current, word, max);
    if (!edited.cut) change(edited.text);
  };
  const done = () => {
    writeField(field, latest.current.replace(/ $/u, ''));
    onClose();
  };

  const edits: TypingEdits = { text: () => latest.current, type, choose, change, submit: done };
  useTypingCommands(dialog, suggestions, edits);

  return createPortal(
    <div className="field-keyboard__backdrop">
      <div ref={dialog} className="field-keyboard" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} {...inputMark('wholeWindow')}>
        <h2 id={titleId} className="field-keyboard__title">
          {t('field.title', { field: name })}
        </h2>
        <textarea className="typing__message field-keyboard__text" aria-label={name} value={text} readOnly rows={2} {...inputMark('skip')} />
        <div className="typing__board" {...inputMark('scanFirst')}>
          <SuggestionBar words={suggestions} sentences={sentences} slots={options.suggestions} onChoose={choose} />
          <Keyboard rows={keyRows(options.layout, lang, page)} onChar={type} onPage={setPage} larger={options.largerKeys} columnsAligned={options.layout === 'frequency' && page === 'letters'} label={t('keyboard')} />
          <div role="group" aria-label={t('actions')} className="typing__actions">
            <button type="button" className="button button--primary" onClick={done}>
              <Icon emoji="✅" />
              {t('field.done')}
            </button>
            <DeleteKeys edits={edits} />
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('field.cancel')}
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
