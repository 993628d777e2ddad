// ARASAAC pictograms for the word searched in the card dialog (issue 24): online, up to 12 to choose from, the
// chosen one downloaded and kept with its licence; offline, or when ARASAAC does not answer within 5 s, it says so
// while the bundled symbols above go on working. Every state is said in words, in a live region.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { arasaacImage } from '@/pictograms/arasaac';
import { fetchPictogram, findPictograms, PICTOGRAM_MIN_LETTERS, type KeptPictogram, type PictogramAnswer } from './pictogram-search';

/** How long the typing rests before ARASAAC is asked. */
const TYPING_PAUSE_MS = 500;

type State = { kind: 'idle' } | { kind: 'searching' } | PictogramAnswer;

export function PictogramPicker({ query, onChoose }: { query: string; onChoose: (pictogram: KeptPictogram) => void }) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const word = query.trim();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const [keeping, setKeeping] = useState<'no' | 'busy' | 'failed'>('no');
  const asks = [...word].length >= PICTOGRAM_MIN_LETTERS;

  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ kind: 'searching' });
      void findPictograms(word, lang, controller.signal).then((answer) => {
        if (!controller.signal.aborted) setState(answer);
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [word, lang, asks, attempt]);

  // A new word is a new search: what was said of the last one goes.
  const [shownWord, setShownWord] = useState(word);
  if (shownWord !== word) {
    setShownWord(word);
    setState({ kind: 'idle' });
    setKeeping('no');
  }

  async function choose(id: number) {
    setKeeping('busy');
    const kept = await fetchPictogram(id);
    if (!kept) {
      setKeeping('failed');
      return;
    }
    setKeeping('no');
    onChoose(kept);
  }

  const message = !asks
    ? t('pictograms.type')
    : keeping === 'busy'
      ? t('pictograms.keeping')
      : keeping === 'failed'
        ? t('pictograms.keepFailed')
        : state.kind === 'idle' || state.kind === 'searching'
          ? t('pictograms.searching', { query: word })
          : state.kind === 'offline'
            ? t('pictograms.offline')
            : state.kind === 'failed'
              ? t('pictograms.failed')
              : state.kind === 'none'
                ? t('pictograms.none', { query: word })
                : '';

  return (
    <section className="pictogram-picker" aria-labelledby="pictogram-picker-title" aria-busy={state.kind === 'searching' || keeping === 'busy'}>
      <h3 id="pictogram-picker-title" className="pictogram-picker__title">
        {t('pictograms.title')}
      </h3>
      <p className="pictogram-picker__status" role="status">
        {message}
      </p>
      {asks && state.kind === 'failed' && (
        <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('pictograms.retry')}
        </button>
      )}
      {asks && state.kind === 'found' && (
        <ul className="emoji-picker__grid pictogram-picker__grid" aria-label={t('pictograms.results', { query: word })}>
          {state.ids.map((id, index) => (
            <li key={id}>
              <button
                type="button"
                className="emoji-picker__choice pictogram-picker__choice"
                aria-label={t('pictograms.choice', { query: word, n: index + 1 })}
                disabled={keeping === 'busy'}
                onClick={() => void choose(id)}
              >
                <img className="pictogram-picker__image" src={arasaacImage(id)} alt="" loading="lazy" decoding="async" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="form-field__hint pictogram-picker__credit">{t('pictograms.credit')}</p>
    </section>
  );
}
