// The scanning settings: how the highlight moves and in what order, its timings, switch timing (debounce,
// acceptance, hold to select) and auditory scanning. Each number is saved when its field is left.
import { useTranslation } from 'react-i18next';
import type { InputProfile } from '@/input/profile/schema';
import { CheckField, NumberField, RadioGroup } from './fields';
import type { ProfileDraft } from './use-profile-draft';

/** Turning "hold to select" on starts from a one-second hold, a common long press. */
const DEFAULT_HOLD_MS = 1000;

type Scan = InputProfile['scan'];

export function ScanFields({ form }: { form: ProfileDraft }) {
  const { t } = useTranslation('input');
  const scan = form.draft.scan;
  const set = (change: Partial<Scan>) => form.update((profile) => ({ ...profile, scan: { ...profile.scan, ...change } }));
  const text = (key: string) => t(`settings.scan.${key}`);

  return (
    <fieldset className="input-group">
      <legend className="input-group__legend">{text('legend')}</legend>
      <RadioGroup<Scan['method']>
        legend={text('method')}
        value={scan.method}
        options={[
          { value: 'auto', label: text('auto') },
          { value: 'step', label: text('step') },
        ]}
        errors={form.errorsAt('scan.method')}
        onChange={(method) => set({ method })}
      />
      <RadioGroup<Scan['pattern']>
        legend={text('pattern')}
        value={scan.pattern}
        options={[
          { value: 'linear', label: text('linear') },
          { value: 'rowColumn', label: text('rowColumn') },
        ]}
        errors={form.errorsAt('scan.pattern')}
        onChange={(pattern) => set({ pattern })}
      />
      <NumberField form={form} path="scan.intervalMs" label={text('intervalMs')} unit="ms" step={50} />
      <NumberField form={form} path="scan.firstItemFactor" label={text('firstItemFactor')} unit="times" step={0.1} />
      <NumberField form={form} path="scan.loops" label={text('loops')} unit="loops" step={1} />
      <NumberField form={form} path="scan.debounceMs" label={text('debounceMs')} unit="ms" step={10} />
      <NumberField form={form} path="scan.acceptanceMs" label={text('acceptanceMs')} unit="ms" step={10} />
      <CheckField
        label={text('holdToSelect')}
        checked={scan.holdToSelectMs !== null}
        onChange={(on) => set({ holdToSelectMs: on ? DEFAULT_HOLD_MS : null })}
      />
      {scan.holdToSelectMs !== null && <NumberField form={form} path="scan.holdToSelectMs" label={text('holdToSelectMs')} unit="ms" step={50} />}
      <CheckField label={text('auditory')} checked={scan.auditory} onChange={(auditory) => set({ auditory })} />
    </fieldset>
  );
}
