// The flow on screen: progress, the current step's cards with Back and Start over, the smart suggestions and the
// preview bar. Reaching the end says the sentence with the chosen tone and shows it full screen.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { emojisOf, guidedMachine, stepNumber, type GuidedContext, type GuidedEvent, type GuidedParts, type GuidedStep } from '@machines/guided';
import { CardGrid } from '@/components/card/CardGrid';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { useLang } from '@/i18n/current-language';
import { subjectsFor } from '@/modes/guided/content';
import { speak } from '@/speech/speech';
import { recordCardUsage } from '@/storage/card-usage';
import { ScreenHeader } from '@/components/ScreenHeader';
import { GuidedPreview } from './GuidedPreview';
import { GuidedProgress } from './GuidedProgress';
import { GuidedSuggestions } from './GuidedSuggestions';
import { choicesFor, subjectIdOf, type StepChoice } from './step-choices';
import { Icon } from '@/components/Icon';
import { commandMark } from '@/input/dom';

export const GUIDED_MODE = 'guided';

export function GuidedFlow() {
  const { t } = useTranslation('guided');
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  const actor = useActorRef(guidedMachine);
  const step = useSelector(actor, (snapshot) => snapshot.value as GuidedStep);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const titleId = useId();

  // After a choice the cards are replaced: keyboard and screen-reader users continue from the new step's title.
  useEffect(() => {
    if (moved.current && step !== 'done') heading.current?.focus();
  }, [step]);

  const say = useCallback(
    (state: GuidedContext) => {
      const { sentence, intonation } = state;
      if (!sentence) return;
      const emojis = emojisOf(state);
      fullScreen.show({ label: sentence, symbol: emojis.at(-1), emojiSequence: emojis });
      speak(sentence, { lang, kind: 'sentence', intonation: intonation ?? undefined }).catch(() => {});
    },
    [lang, fullScreen],
  );

  // The machine tells when a tone or a suggestion finishes the sentence (Back and Start over never do).
  useEffect(() => {
    const subscription = actor.on('finished', ({ context: finished }) => say(finished));
    return () => subscription.unsubscribe();
  }, [actor, say]);

  function send(event: GuidedEvent) {
    moved.current = true;
    actor.send(event);
  }

  function choose(choice: StepChoice) {
    send(choice.event);
    void recordCardUsage({ cardId: `${step}:${choice.id}`, label: choice.label, mode: GUIDED_MODE, lang });
  }

  function chooseSuggestion(parts: GuidedParts, sentence: string) {
    send({ type: 'SUGGESTION', parts });
    void recordCardUsage({ cardId: `suggestion:${sentence}`, label: sentence, mode: GUIDED_MODE, lang });
  }

  const first = step === 'subject';
  const cards = choicesFor(step, context, lang).map((choice) => ({
    id: choice.id,
    label: choice.label,
    symbol: choice.emoji,
    onSelect: () => choose(choice),
  }));
  const subject = subjectIdOf(context);
  const offerSuggestions = step === 'subject' || step === 'verb' || step === 'complement';

  return (
    <>
      <ScreenHeader backIsCommand={first} />
      <h1 className="page__title">{t('title')}</h1>
      <GuidedProgress step={stepNumber(step)} complete={step === 'done'} />
      <section className="guided__step" aria-labelledby={titleId}>
        <div className="guided__step-head">
          <div>
            <h2 id={titleId} ref={heading} tabIndex={-1} className="guided__step-title">
              {t(`steps.${step}.title`)}
            </h2>
            <p className="guided__step-description">{t(`steps.${step}.description`)}</p>
          </div>
          <div className="guided__controls">
            {!first && (
              <button type="button" className="button button--secondary" {...commandMark('back')} onClick={() => send({ type: 'BACK' })}>
                <span aria-hidden="true">↩</span>
                {t('back')}
              </button>
            )}
            {!first && (
              <button type="button" className="button button--secondary" onClick={() => send({ type: 'RESET' })}>
                <span aria-hidden="true">⟲</span>
                {t('reset')}
              </button>
            )}
          </div>
        </div>
        {step === 'done' ? (
          <div className="guided__result">
            <p className="guided__sentence">{context.sentence}</p>
            <div className="guided__result-actions">
              <button type="button" className="button button--primary" onClick={() => say(context)}>
                <Icon emoji="🔊" />
                {t('speakAgain')}
              </button>
            </div>
          </div>
        ) : (
          <CardGrid cards={cards} label={t(`choices.${step}`)} className="guided__choices" />
        )}
      </section>
      {offerSuggestions && (
        <GuidedSuggestions subject={subject} subjectLabel={context.subject?.text ?? subjectsFor(lang)[0]!.label} verb={context.verb?.id} onChoose={chooseSuggestion} />
      )}
      <GuidedPreview context={context} />
    </>
  );
}
