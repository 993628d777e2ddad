// The keyboard settings (the keyboard on or off, and its 1–9 keys, which WCAG 2.1.4 asks to be able to turn off)
// and the pointer-dwell timings (dwell time, movement tolerance, lock-out after a choice), snapping to the nearest card
// and the magnifier for small targets.
import { useTranslation } from 'react-i18next';
import type { MagnifierMode } from '@/input/magnifier/lens';
import type { SnapMode } from '@/input/profile/schema';
import { CheckField, NumberField, RadioGroup } from './fields';
import type { ProfileDraft } from './use-profile-draft';

export function KeyboardFields({ form }: { form: ProfileDraft }) {
  const { t } = useTranslation('input');
  const keyboard = form.draft.keyboard;
  const set = (change: Partial<typeof keyboard>) =>
    form.update((profile) => ({ ...profile, keyboard: { ...profile.keyboard, ...change } }));
  return (
    <fieldset className="input-group">
      <legend className="input-group__legend">{t('settings.keyboard.legend')}</legend>
      <CheckField label={t('settings.keyboard.enabled')} checked={keyboard.enabled} onChange={(enabled) => set({ enabled })} />
      <CheckField
        label={t('settings.keyboard.numberKeys')}
        hint={t('settings.keyboard.numberKeysHint')}
        checked={keyboard.numberKeys}
        onChange={(numberKeys) => set({ numberKeys })}
      />
    </fieldset>
  );
}

export function DwellFields({ form }: { form: ProfileDraft }) {
  const { t } = useTranslation('input');
  return (
    <fieldset className="input-group">
      <legend className="input-group__legend">{t('settings.dwell.legend')}</legend>
      <NumberField form={form} path="dwell.dwellMs" label={t('settings.dwell.dwellMs')} unit="ms" step={50} />
      <NumberField form={form} path="dwell.toleranceRadius" label={t('settings.dwell.toleranceRadius')} unit="px" step={5} />
      <NumberField form={form} path="dwell.lockoutMs" label={t('settings.dwell.lockoutMs')} unit="ms" step={50} />
      <RadioGroup<SnapMode>
        legend={t('settings.dwell.snap')}
        value={form.draft.dwell.snap}
        options={[
          { value: 'camera', label: t('settings.dwell.snapCamera'), hint: t('settings.dwell.snapHint') },
          { value: 'all', label: t('settings.dwell.snapAll') },
          { value: 'off', label: t('settings.dwell.snapOff') },
        ]}
        onChange={(snap) => form.update((profile) => ({ ...profile, dwell: { ...profile.dwell, snap } }))}
      />
      <RadioGroup<MagnifierMode>
        legend={t('settings.dwell.magnifier')}
        value={form.draft.dwell.magnifier}
        options={[
          { value: 'off', label: t('settings.dwell.magnifierOff') },
          { value: 'auto', label: t('settings.dwell.magnifierAuto'), hint: t('settings.dwell.magnifierHint') },
          { value: 'always', label: t('settings.dwell.magnifierAlways') },
        ]}
        onChange={(magnifier) => form.update((profile) => ({ ...profile, dwell: { ...profile.dwell, magnifier } }))}
      />
    </fieldset>
  );
}
