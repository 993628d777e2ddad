// The input section of the settings screen: the preset, the settings that matter for it (the rest under
// "Advanced"), a quiet saved/refused status, and the preview cards to try the result on.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_NAMES, type Preset, type ProfileError } from '@/input/profile/schema';
import { SettingsSection } from '@/components/SettingsSection';
import { CameraFields } from './CameraFields';
import { GestureFields } from '@/settings/gestures/GestureFields';
import { DwellFields, KeyboardFields } from './DeviceFields';
import { FieldErrors, RadioGroup } from './fields';
import { InputPreview } from './InputPreview';
import { ScanFields } from './ScanFields';
import { SwitchFields } from './SwitchFields';
import { useProfileDraft, type ProfileDraft } from './use-profile-draft';
import './input-settings.css';

type Group = 'keyboard' | 'switch' | 'scan' | 'dwell' | 'camera' | 'gestures';
const GROUPS: readonly Group[] = ['keyboard', 'switch', 'scan', 'dwell', 'camera', 'gestures'];
const RELEVANT: Record<Preset, readonly Group[]> = {
  touch: [],
  keyboard: ['keyboard'],
  oneSwitchAuto: ['switch', 'scan'],
  twoSwitchStep: ['switch', 'scan'],
  pointerDwell: ['dwell'],
  headPointer: ['camera', 'dwell', 'gestures'],
  eyeGaze: ['camera', 'dwell', 'gestures'],
};
const FIELDS: Record<Group, (props: { form: ProfileDraft }) => ReactNode> = {
  keyboard: KeyboardFields,
  switch: SwitchFields,
  scan: ScanFields,
  dwell: DwellFields,
  camera: CameraFields,
  gestures: GestureFields,
};

const groupOf = (path: string) => GROUPS.find((group) => path.startsWith(`${group}.`));
/** Paths some control shows its errors beside; any other error is listed under the status. */
const SHOWN_BESIDE = /^(?:scan\.(?:method|pattern|intervalMs|firstItemFactor|loops|debounceMs|acceptanceMs|holdToSelectMs)|dwell\.(?:dwellMs|toleranceRadius|lockoutMs)|camera\.(?:method|gain|smoothing)|switch\.bindings(?:\..*)?)$/;

export function InputSection() {
  const { t } = useTranslation('input');
  const form = useProfileDraft();
  const [advancedOpen, setAdvancedOpen] = useState(false);

  if (!form) {
    return <SettingsSection title={t('settings.title')} intro={t('settings.intro')}>{null}</SettingsSection>;
  }
  const preset = form.draft.preset;
  // Face gestures driving the app (with the head pointer, with gaze, or alone) bring the camera's and the gestures' settings up.
  const byFace: readonly Group[] = form.draft.camera.method === 'off' ? [] : ['camera', 'gestures'];
  const shown = [...new Set([...RELEVANT[preset], ...byFace])];
  const hidden = GROUPS.filter((group) => !shown.includes(group));
  // An error in a group under "Advanced" opens it, so the message is never out of sight.
  const hiddenErrors = form.errors.some((error) => hidden.includes(groupOf(error.path) as Group));
  const general: ProfileError[] = form.errors.filter((error) => !SHOWN_BESIDE.test(error.path));
  const render = (group: Group) => {
    const Fields = FIELDS[group];
    return <Fields key={group} form={form} />;
  };

  return (
    <SettingsSection title={t('settings.title')} intro={t('settings.intro')}>
      <RadioGroup<Preset>
        className="input-presets"
        legend={t('settings.presets.legend')}
        value={preset}
        options={PRESET_NAMES.map((name) => ({ value: name, label: t(`settings.presets.${name}`), hint: t(`settings.presets.${name}Hint`) }))}
        onChange={form.choosePreset}
      />
      {shown.map(render)}
      <details className="input-advanced" open={advancedOpen || hiddenErrors} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}>
        <summary className="input-advanced__summary">{t('settings.advanced')}</summary>
        <p className="input-advanced__intro">{t('settings.advancedIntro')}</p>
        {hidden.map(render)}
      </details>
      <div className="input-status" role="status">
        {form.status === 'saved' && <span className="input-status__saved">
            <span aria-hidden="true">✓ </span>
            {t('settings.status.saved')}
          </span>}
        {form.status === 'refused' && <span>{t('settings.status.refused')}</span>}
      </div>
      <FieldErrors id="input-general-errors" errors={general} />
      <InputPreview />
    </SettingsSection>
  );
}
