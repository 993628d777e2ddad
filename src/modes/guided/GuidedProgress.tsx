// The progress bar of the four steps (spec §9), named for screen readers, with each step's name under it.
import { useTranslation } from 'react-i18next';
import { GUIDED_STEPS } from '@machines/guided';

export function GuidedProgress({ step, complete }: { step: number; complete: boolean }) {
  const { t } = useTranslation('guided');
  const total = GUIDED_STEPS.length;
  const name = t(`stepNames.${GUIDED_STEPS[step - 1] ?? 'subject'}`);
  return (
    <div
      className="guided-progress"
      role="progressbar"
      aria-label={t('progress')}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={step}
      aria-valuetext={t('progressValue', { step, total, name })}
    >
      <ol className="guided-progress__steps" aria-hidden="true">
        {GUIDED_STEPS.map((id, index) => {
          const state = index + 1 < step || complete ? 'done' : index + 1 === step ? 'current' : 'todo';
          return (
            <li key={id} className={`guided-progress__step guided-progress__step--${state}`}>
              <span className="guided-progress__bar" />
              <span className="guided-progress__name">{t(`stepNames.${id}`)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
