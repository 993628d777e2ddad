// The eye-gaze calibration overlay: a full-screen modal dialog that shows the calibration machine's dots, feeds
// its samples to the gaze engine and its predictions back for validation, then shows the score (repeat or done).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  CALIBRATION_DOTS,
  VALIDATION_DOTS,
  currentDot,
  gazeCalibrationMachine,
  type CalibrationScore,
  type GazeCalibrationSettings,
} from '@machines/gaze-calibration';
import type { GazeEngine } from '@input-drivers/face/gaze';
import { useModal } from '@/components/dialog/use-modal';
import { useLayerBack } from '@/input/layer-back';
import { needTexts } from '@/i18n/i18n';
import './gaze-calibration.css';
import { inputMark } from '@/input/dom';

needTexts('gaze');

interface Props {
  engine: Pick<GazeEngine, 'record' | 'clear' | 'subscribe'>;
  onDone: (score: CalibrationScore) => void;
  onCancel: () => void;
  /** Shorter or longer dots (for people who need more time); the defaults suit most. */
  settings?: Partial<GazeCalibrationSettings>;
  /** Hears each phase as it begins: the dots (calibrating, validating) or the score. */
  onPhaseChange?: (phase: CalibrationPhase) => void;
}

export type CalibrationPhase = 'calibrating' | 'validating' | 'scored';

export function GazeCalibration({ engine, onDone, onCancel, settings, onPhaseChange }: Props) {
  const { t } = useTranslation('gaze');
  const dialog = useRef<HTMLDivElement>(null);
  // The engine of the first render serves the whole calibration (remount the overlay to change it).
  const [machine] = useState(() =>
    gazeCalibrationMachine.provide({ actions: { record: (_, { x, y }) => engine.record(x, y), clearSamples: () => engine.clear() } }),
  );
  const actor = useActorRef(machine, { input: { viewport: { width: innerWidth, height: innerHeight }, settings } });
  const phase = useSelector(actor, (s): CalibrationPhase => (s.matches('validating') ? 'validating' : s.matches('scored') ? 'scored' : 'calibrating'));
  const sampling = useSelector(actor, (s) => s.matches({ calibrating: 'sampling' }) || s.matches({ validating: 'measuring' }));
  const index = useSelector(actor, (s) => s.context.index);
  const dot = useSelector(actor, (s) => (phase === 'scored' ? null : currentDot(s.context, phase)));
  const score = useSelector(actor, (s) => s.context.score);
  const { samplesPerDot, sampleEveryMs, measureMs } = actor.getSnapshot().context.settings;
  const done = useRef<HTMLButtonElement>(null);
  const latest = useRef({ onDone, onCancel, onPhaseChange });
  useEffect(() => {
    latest.current = { onDone, onCancel, onPhaseChange };
  });
  useModal(dialog, true);
  // Back (Escape, a back switch) cancels, as its Cancel button does.
  useLayerBack(dialog, () => actor.send({ type: 'CANCEL' }));

  useEffect(() => {
    const ended = actor.subscribe((snapshot) => {
      if (snapshot.matches('done') && snapshot.context.score) latest.current.onDone(snapshot.context.score);
      if (snapshot.matches('cancelled')) latest.current.onCancel();
    });
    const unsubscribe = engine.subscribe((gaze) => {
      actor.send({ type: 'GAZE', gaze });
      // The latest prediction, for whoever needs to see gaze arrive without a re-render (tests, diagnostics).
      const element = dialog.current;
      if (element) Object.assign(element.dataset, { gazeX: gaze ? gaze.x.toFixed(0) : '', gazeY: gaze ? gaze.y.toFixed(0) : '' });
    });
    const onResize = () => actor.send({ type: 'RESIZE', viewport: { width: innerWidth, height: innerHeight } });
    addEventListener('resize', onResize);
    return () => {
      ended.unsubscribe();
      unsubscribe();
      removeEventListener('resize', onResize);
    };
  }, [actor, engine]);

  // The dot is the one target while the dots run: focused, so Space or Enter presses it, and the only choice of
  // the input runtime, so key 1, any switch binding or a scan press confirms the user is looking at it now.
  const dotButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    dotButton.current?.focus({ preventScroll: true });
  }, [phase, index]);

  useEffect(() => {
    latest.current.onPhaseChange?.(phase);
    if (phase === 'scored') done.current?.focus();
  }, [phase]);

  const total = phase === 'validating' ? VALIDATION_DOTS.length : CALIBRATION_DOTS.length;
  const duration = phase === 'validating' ? measureMs : samplesPerDot * sampleEveryMs;

  return createPortal(
    <div
      ref={dialog}
      className="gaze-calibration"
      role="dialog"
      aria-modal="true"
      aria-labelledby="gaze-calibration-title"
      tabIndex={-1}
      data-phase={phase}
    >
      <div className="gaze-calibration__panel">
        <h2 id="gaze-calibration-title" className="gaze-calibration__title">
          {phase === 'scored' ? t('calibration.scoreTitle') : t('calibration.title')}
        </h2>
        {phase === 'scored' && score ? (
          <ScoreView score={score} />
        ) : (
          <>
            <p className="gaze-calibration__instructions">{t('calibration.instructions')}</p>
            <p className="gaze-calibration__progress" role="status">
              {t(`calibration.${phase}`, { n: index + 1, total })}
            </p>
          </>
        )}
        <div className="gaze-calibration__actions">
          {phase === 'scored' && (
            <>
              <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'REPEAT' })}>
                {t('calibration.repeat')}
              </button>
              <button ref={done} type="button" className="button button--primary" onClick={() => actor.send({ type: 'DONE' })}>
                {t('calibration.done')}
              </button>
            </>
          )}
          {phase !== 'scored' && (
            // While the dots run the eyes are on the dots, and a gaze resting here must not end the calibration, nor
            // a switch press meant for the dot: the input runtime leaves Cancel out (data-input-skip); Escape, a tap
            // or Tab + Enter still press it, and the dots end by themselves anyway.
            <button type="button" className="button button--secondary" {...inputMark('skip')} onClick={() => actor.send({ type: 'CANCEL' })}>
              {t('calibration.cancel')}
            </button>
          )}
        </div>
      </div>
      {dot && (
        // A gaze dwell does not press the dot (data-dwell-skip): the timer moves on from it already.
        <button
          ref={dotButton}
          key={`${phase}-${index}`}
          type="button"
          className="gaze-calibration__dot"
          style={{ left: dot.x, top: dot.y }}
          data-testid="gaze-dot"
          {...inputMark('choice')}
          {...inputMark('dwellSkip')}
          aria-label={t('calibration.dot', { n: index + 1, total })}
          onClick={() => actor.send({ type: 'CONFIRM' })}
        >
          <span
            key={String(sampling)}
            className={`gaze-calibration__ring${sampling ? ' gaze-calibration__ring--sampling' : ''}`}
            style={{ animationDuration: `${duration}ms` }}
          />
        </button>
      )}
    </div>,
    document.body,
  );
}

function ScoreView({ score }: { score: CalibrationScore }) {
  const { t, i18n } = useTranslation('gaze');
  const oneDecimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={`gaze-calibration__score gaze-calibration__score--${score.rating}`} role="status">
      <p className="gaze-calibration__rating">{t('calibration.score', { rating: t(`calibration.rating.${score.rating}`) })}</p>
      <p>
        {score.meanErrorPx === null || score.errorPercent === null
          ? t('calibration.noGaze')
          : t('calibration.scoreDetail', { px: Math.round(score.meanErrorPx), percent: oneDecimal.format(score.errorPercent) })}
      </p>
    </div>
  );
}
