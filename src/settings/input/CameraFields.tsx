// The camera settings: what the camera controls (nothing, the head pointer, eye gaze, face gestures alone), blink selection, the head
// pointer's reach (gain) and smoothing, and whether the camera starts with the app.
import { useTranslation } from 'react-i18next';
import type { InputProfile } from '@/input/profile/schema';
import { CheckField, NumberField, RadioGroup } from './fields';
import type { ProfileDraft } from './use-profile-draft';

type Camera = InputProfile['camera'];

export function CameraFields({ form }: { form: ProfileDraft }) {
  const { t } = useTranslation('input');
  const camera = form.draft.camera;
  const set = (change: Partial<Camera>) => form.update((profile) => ({ ...profile, camera: { ...profile.camera, ...change } }));
  const text = (key: string) => t(`settings.camera.${key}`);
  return (
    <fieldset className="input-group">
      <legend className="input-group__legend">{text('legend')}</legend>
      <RadioGroup<Camera['method']>
        legend={text('method')}
        value={camera.method}
        options={[
          { value: 'off', label: text('off') },
          { value: 'head', label: text('head') },
          { value: 'gaze', label: text('gaze') },
          { value: 'gestures', label: text('gestures') },
        ]}
        errors={form.errorsAt('camera.method')}
        onChange={(method) => set({ method })}
      />
      <CheckField label={text('blink')} hint={text('blinkHint')} checked={camera.blink} onChange={(blink) => set({ blink })} />
      <NumberField form={form} path="camera.gain" label={text('gain')} unit="times" step={0.1} />
      <NumberField form={form} path="camera.smoothing" label={text('smoothing')} unit="fraction" step={0.05} />
      <CheckField label={text('autoStart')} checked={camera.autoStart} onChange={(autoStart) => set({ autoStart })} />
    </fieldset>
  );
}
