// The face gestures' settings, in the input section's form: the two presets, "Calibrate my face", and one row per
// gesture — on or off, what it does, its threshold with a live meter (the value now and the trigger line), how
// long it is held and the pause after it fires. Every value changes by buttons (− / +), so a switch or dwell user
// can set it as well as a hand.
import { useTranslation } from 'react-i18next';
import { GESTURE_ACTIONS, GESTURES, LIMITS, type Gesture, type GestureAction, type GesturePreset, type GestureSetting } from '@machines/face-gestures';
import { needTexts } from '@/i18n/i18n';
import { applyFacePreset } from '@/input/profile/presets';
import { startCameraAndTracking } from '@/input/face/session';
import { useCameraSession } from '@/input/face/use-camera-session';
import { Icon } from '@/components/Icon';
import { CheckField, RadioGroup, useNumberFormat } from '@/settings/input/fields';
import type { ProfileDraft } from '@/settings/input/use-profile-draft';
import { useFaceCalibration } from './use-face-calibration';
import { useGestureMeters } from './use-gesture-meters';
import './gestures.css';

needTexts('gestures');

type Field = 'threshold' | 'holdMs' | 'cooldownMs';
const STEP: Record<Field, number> = { threshold: 0.05, holdMs: 100, cooldownMs: 250 };
const PRESETS: readonly GesturePreset[] = ['mouthSelects', 'browsNextMouthSelects'];

export function GestureFields({ form }: { form: ProfileDraft }) {
  const { t } = useTranslation('gestures');
  const session = useCameraSession();
  const tracking = session.tracking === 'on' && session.mode === 'face';
  const { gestures, restPose } = form.draft.camera;
  const meters = useGestureMeters(tracking, restPose);
  const calibration = useFaceCalibration(form);
  const setGesture = (gesture: Gesture, change: Partial<GestureSetting>) =>
    form.update((profile) => ({ ...profile, camera: { ...profile.camera, gestures: { ...profile.camera.gestures, [gesture]: { ...profile.camera.gestures[gesture], ...change } } } }));

  return (
    <fieldset className="input-group gestures">
      <legend className="input-group__legend">{t('legend')}</legend>
      <p className="input-field__hint">{t('intro')}</p>
      <div className="gestures__presets" role="group" aria-label={t('presets.legend')}>
        <span className="gestures__presets-label" aria-hidden="true">
          {t('presets.legend')}
        </span>
        {PRESETS.map((preset) => (
          <button key={preset} type="button" className="button button--secondary" onClick={() => form.update((profile) => applyFacePreset(profile, preset))}>
            {t(`presets.${preset}`)}
          </button>
        ))}
      </div>
      {!tracking && (
        <div className="gestures__camera">
          <p>{t('camera')}</p>
          <button type="button" className="button button--secondary" disabled={session.camera === 'opening' || session.tracking === 'loading'} onClick={() => void startCameraAndTracking('face')}>
            <Icon emoji="📷" />
            {t('startCamera')}
          </button>
        </div>
      )}
      <div className="gestures__calibrate">
        <button type="button" className="button" disabled={!tracking || calibration.seconds !== null} aria-describedby="gestures-calibrate-hint" onClick={calibration.start}>
          <Icon emoji="🎯" />
          {t('calibrate.button')}
        </button>
        <p id="gestures-calibrate-hint" className="input-field__hint">
          {t('calibrate.hint')}
        </p>
        <p className="gestures__calibrate-status" role="status">
          {calibration.seconds !== null ? t('calibrate.running', { seconds: calibration.seconds }) : calibration.result ? t(`calibrate.${calibration.result}`) : ''}
        </p>
      </div>
      <ul className="gestures__list">
        {GESTURES.map((gesture) => (
          <GestureRow key={gesture} gesture={gesture} setting={gestures[gesture]} meterRef={meters.ref(gesture)} onChange={(change) => setGesture(gesture, change)} />
        ))}
      </ul>
    </fieldset>
  );
}

interface GestureRowProps {
  gesture: Gesture;
  setting: GestureSetting;
  meterRef: (element: HTMLElement | null) => void;
  onChange: (change: Partial<GestureSetting>) => void;
}

function GestureRow({ gesture, setting, meterRef, onChange }: GestureRowProps) {
  const { t } = useTranslation('gestures');
  const number = useNumberFormat();
  const name = t(`names.${gesture}`);
  return (
    <li className={setting.enabled ? 'gestures__item gestures__item--on' : 'gestures__item'}>
      <CheckField label={name} checked={setting.enabled} onChange={(enabled) => onChange({ enabled })} />
      <div
        ref={meterRef}
        className="gesture-meter"
        role="meter"
        aria-label={t('meter', { name })}
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={0}
        style={{ '--threshold': setting.threshold } as React.CSSProperties}
        data-threshold={setting.threshold}
      >
        <span className="gesture-meter__bar" />
        <span className="gesture-meter__line" aria-hidden="true" />
        <span className="gesture-meter__text" data-no-face={t('noFace')} data-template={t('meterText', { value: '{value}', threshold: number(setting.threshold) })} />
      </div>
      {setting.enabled && (
        <div className="gestures__details">
          <RadioGroup<GestureAction>
            className="gestures__actions"
            legend={t('action')}
            value={setting.action}
            options={GESTURE_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
            onChange={(action) => onChange({ action })}
          />
          {(['threshold', 'holdMs', 'cooldownMs'] as const).map((field) => (
            <Stepper key={field} field={field} name={name} value={setting[field]} onChange={(value) => onChange({ [field]: value })} />
          ))}
        </div>
      )}
    </li>
  );
}

function Stepper({ field, name, value, onChange }: { field: Field; name: string; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('gestures');
  const { t: tInput } = useTranslation('input');
  const number = useNumberFormat();
  const { min, max } = LIMITS[field];
  const what = t(field);
  const step = (by: number) => onChange(Math.round(Math.min(max, Math.max(min, value + by)) * 100) / 100);
  const shown = field === 'threshold' ? number(value) : `${number(value)} ${tInput('settings.units.ms')}`;
  return (
    <div className="gesture-stepper">
      <span className="gesture-stepper__label">{what}</span>
      <button type="button" className="button button--secondary gesture-stepper__button" aria-label={t('less', { what: what.toLowerCase(), name })} disabled={value <= min} onClick={() => step(-STEP[field])}>
        −
      </button>
      <output className="gesture-stepper__value" aria-live="polite">
        {shown}
      </output>
      <button type="button" className="button button--secondary gesture-stepper__button" aria-label={t('more', { what: what.toLowerCase(), name })} disabled={value >= max} onClick={() => step(STEP[field])}>
        +
      </button>
    </div>
  );
}
