// The card's own voice in the card dialog: record up to 60 s with a level meter and a countdown, listen, record
// again, delete, or pick an audio file. A refused or missing microphone is said in the user's language.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '@/components/form/FileButton';
import { Icon } from '@/components/Icon';
import { playRecording, stopAll } from '@/speech/speech';
import { readMedia } from '@/boards/media';
import { audioFileProblem, MAX_RECORDING_MS, RecorderError, startRecording, type ActiveRecording } from './recorder';

/** The card's voice as the dialog holds it: a new clip, the stored one (by id), or none. */
export type VoiceDraft = { kind: 'new'; audio: Blob } | { kind: 'stored'; id: string } | { kind: 'none' };

export function VoiceRecorder({ value, onChange }: { value: VoiceDraft; onChange: (next: VoiceDraft) => void }) {
  const { t } = useTranslation('boardEditor');
  const [active, setActive] = useState<ActiveRecording | null>(null);
  const [starting, setStarting] = useState(false);
  const [level, setLevel] = useState(0);
  const [remaining, setRemaining] = useState(MAX_RECORDING_MS);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { hint: useId(), meter: useId() };
  const activeRef = useRef<ActiveRecording | null>(null);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  // Closing the dialog mid-recording keeps nothing and frees the microphone.
  useEffect(() => () => activeRef.current?.cancel(), []);

  async function record() {
    setProblem(null);
    setStarting(true);
    stopAll();
    try {
      const recording = await startRecording({
        onLevel: setLevel,
        onTick: setRemaining,
        onDone: (audio) => {
          setActive(null);
          onChange({ kind: 'new', audio });
        },
        onError: (error) => {
          setActive(null);
          setProblem(t(`voice.errors.${error.problem}`));
        },
      });
      setActive(recording);
    } catch (error) {
      setProblem(t(`voice.errors.${error instanceof RecorderError ? error.problem : 'failed'}`));
    } finally {
      setStarting(false);
    }
  }

  async function listen() {
    setProblem(null);
    const audio = value.kind === 'new' ? value.audio : value.kind === 'stored' ? await readMedia(value.id) : null;
    if (!audio) {
      setProblem(t('voice.errors.gone'));
      return;
    }
    await playRecording(audio).catch(() => setProblem(t('voice.errors.play')));
  }

  function pickFile(file: File) {
    const refused = audioFileProblem(file);
    if (refused) setProblem(t(`voice.errors.${refused}`));
    else {
      setProblem(null);
      onChange({ kind: 'new', audio: file });
    }
  }

  const seconds = Math.ceil(remaining / 1000);
  const has = value.kind !== 'none';

  return (
    <fieldset className="form-field voice-recorder">
      <legend className="form-field__label">{t('voice.title')}</legend>
      <p id={ids.hint} className="form-field__hint">
        {t('voice.hint', { seconds: MAX_RECORDING_MS / 1000 })}
      </p>
      {active ? (
        <div className="voice-recorder__live">
          <p className="voice-recorder__time" role="timer" aria-live="off">
            {t('voice.recording', { seconds })}
          </p>
          <meter id={ids.meter} className="voice-recorder__meter" min={0} max={1} low={0.15} high={0.9} optimum={0.5} value={level} aria-label={t('voice.level')} />
          <button type="button" className="button button--danger" onClick={() => active.stop()}>
            <Icon emoji="⏹️" />
            {t('voice.stop')}
          </button>
        </div>
      ) : (
        <div className="voice-recorder__buttons">
          {has && (
            <button type="button" className="button button--secondary" onClick={() => void listen()}>
              <Icon emoji="🔊" />
              {t('voice.listen')}
            </button>
          )}
          <button type="button" className="button button--secondary" disabled={starting} aria-describedby={ids.hint} onClick={() => void record()}>
            <Icon emoji="🎙️" />
            {has ? t('voice.again') : t('voice.record')}
          </button>
          <FileButton accept="audio/*" onFile={pickFile}>
            <Icon emoji="📂" />
            {t('voice.file')}
          </FileButton>
          {has && (
            <button type="button" className="button button--secondary" onClick={() => onChange({ kind: 'none' })}>
              <Icon emoji="🗑️" />
              {t('voice.remove')}
            </button>
          )}
        </div>
      )}
      <p className="voice-recorder__state" role="status">
        {active ? '' : value.kind === 'new' ? t('voice.newReady') : value.kind === 'stored' ? t('voice.stored') : t('voice.none')}
      </p>
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
