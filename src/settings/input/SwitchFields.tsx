// The switch bindings: for each switch the scanning uses, what it is bound to (in words) and a button that takes
// the next press as its new binding; a refused binding (already used, unknown key) is explained beside it.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeBinding, type BindingNames, type SwitchBinding } from '@input-drivers/bindings';
import type { SwitchId } from '@input-drivers/commands';
import { FieldErrors } from './fields';
import type { ProfileDraft } from './use-profile-draft';
import { toBinding, useSwitchCapture, type CapturedInput } from './use-switch-capture';

/** The switch's bindings become the one captured, in the place of its first old one. */
function rebind(bindings: readonly SwitchBinding[], binding: SwitchBinding): SwitchBinding[] {
  const at = bindings.findIndex((b) => b.switchId === binding.switchId);
  const others = bindings.filter((b) => b.switchId !== binding.switchId);
  others.splice(at < 0 ? others.length : at, 0, binding);
  return others;
}

export function SwitchFields({ form }: { form: ProfileDraft }) {
  const { t } = useTranslation('input');
  const id = useId();
  const ids: SwitchId[] = form.draft.scan.switches === 2 ? ['primary', 'secondary'] : ['primary'];
  return (
    <fieldset className="input-group">
      <legend className="input-group__legend">{t('settings.switch.legend')}</legend>
      {ids.map((switchId) => (
        <SwitchRow key={switchId} form={form} switchId={switchId} />
      ))}
      <FieldErrors id={`${id}-errors`} errors={form.errorsAt('switch.bindings')} />
    </fieldset>
  );
}

function SwitchRow({ form, switchId }: { form: ProfileDraft; switchId: SwitchId }) {
  const { t } = useTranslation('input');
  const bindingNames = t('bindingNames', { returnObjects: true }) as BindingNames;
  const id = useId();
  const [capturing, setCapturing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const mine = form.draft.switch.bindings.flatMap((binding, index) => (binding.switchId === switchId ? [{ binding, index }] : []));
  const errors = form.errors.filter(({ path }) => mine.some(({ index }) => path === `switch.bindings.${index}` || path.startsWith(`switch.bindings.${index}.`)));
  const names = mine.map(({ binding }) => describeBinding(binding, bindingNames)).join(', ');

  const use = (input: CapturedInput) => {
    setCapturing(false);
    const binding = toBinding(input, switchId);
    form.update((profile) => ({ ...profile, switch: { ...profile.switch, bindings: rebind(profile.switch.bindings, binding) } }));
  };
  useSwitchCapture(capturing, use, () => setCapturing(false), () => button.current);

  return (
    <div className="switch-row" role="group" aria-labelledby={`${id}-name`}>
      <p className="switch-row__binding">
        <span id={`${id}-name`} className="switch-row__name">
          {t(`settings.switch.${switchId}`)}
        </span>
        <strong className="switch-row__value" data-testid={`binding-${switchId}`}>
          {names || t('settings.switch.none')}
        </strong>
      </p>
      <button
        ref={button}
        type="button"
        className={capturing ? 'button button--primary switch-row__capture' : 'button switch-row__capture'}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        onClick={() => setCapturing((on) => !on)}
      >
        {capturing ? t('settings.switch.cancel') : t('settings.switch.change')}
      </button>
      <p className="switch-row__prompt" role="status">
        {capturing ? t('settings.switch.capture') : ''}
      </p>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
