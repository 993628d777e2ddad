// The building blocks of the input section: a number field with its unit, allowed range and errors; a checkbox;
// a small radio group. Each error is shown next to its control, in the screen language, and tied to it for readers.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { LIMITS, type ProfileError } from '@/input/profile/schema';
import type { ProfileDraft, TimingPath } from './use-profile-draft';
import './fields.css';
import { Icon } from '@/components/Icon';
import { tagOf } from '@/i18n/language';

export type Unit = 'ms' | 'px' | 'times' | 'loops' | 'fraction';

export function useNumberFormat(): (value: number) => string {
  const lang = useLang();
  const format = new Intl.NumberFormat(tagOf(lang));
  return (value) => format.format(value);
}

export function FieldErrors({ id, errors }: { id: string; errors: readonly ProfileError[] }) {
  const { t } = useTranslation('input');
  const number = useNumberFormat();
  if (errors.length === 0) return null;
  return (
    <div id={id} className="input-field__errors">
      {errors.map((error) => (
        <p key={error.key} className="input-field__error">
          <Icon emoji="⚠️" />{' '}
          {t(error.key, error.values ? { min: number(error.values.min), max: number(error.values.max) } : {})}
        </p>
      ))}
    </div>
  );
}

interface NumberFieldProps {
  form: ProfileDraft;
  path: TimingPath;
  label: string;
  unit: Unit;
  step: number;
}

export function NumberField({ form, path, label, unit, step }: NumberFieldProps) {
  const { t } = useTranslation('input');
  const number = useNumberFormat();
  const id = useId();
  const errors = form.errorsAt(path);
  const { min, max } = LIMITS[path];
  const unitText = unit === 'fraction' ? '' : t(`settings.units.${unit}`);
  return (
    <div className="input-field">
      <label htmlFor={id} className="input-field__label">
        {label}
      </label>
      {/* A form of one field: Enter submits it, which commits the value (implicit submission, no key listener). */}
      <form className="input-field__row" onSubmit={(event) => {
          event.preventDefault();
          form.commit();
        }}
      >
        <input
          id={id}
          className="input-field__number"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={form.textOf(path)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${id}-range${errors.length > 0 ? ` ${id}-errors` : ''}`}
          onChange={(event) => form.type(path, event.currentTarget.value)}
          onBlur={form.commit}
        />
        {unitText && (
          <span className="input-field__unit" aria-hidden="true">
            {unitText}
          </span>
        )}
      </form>
      <p id={`${id}-range`} className="input-field__hint">
        {unit === 'fraction'
          ? t('settings.rangePlain', { min: number(min), max: number(max) })
          : t('settings.range', { min: number(min), max: number(max), unit: unitText })}
      </p>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

interface CheckFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckField({ label, hint, checked, onChange }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="input-check">
      <input id={id} type="checkbox" checked={checked} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => onChange(event.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="input-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface RadioGroupProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
  errors?: readonly ProfileError[];
  className?: string;
  children?: ReactNode;
}

export function RadioGroup<T extends string>({ legend, options, value, onChange, errors = [], className, children }: RadioGroupProps<T>) {
  const name = useId();
  return (
    <fieldset role="radiogroup" className={className ? `input-radios ${className}` : 'input-radios'} aria-describedby={errors.length > 0 ? `${name}-errors` : undefined}>
      <legend className="input-radios__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            // The name is the label alone; the hint (inside the same big clickable label) is the description.
            aria-labelledby={`${name}-${option.value}-label`}
            aria-describedby={option.hint ? `${name}-${option.value}-hint` : undefined}
            onChange={() => onChange(option.value)}
          />
          <span className="choice-option__text">
            <span id={`${name}-${option.value}-label`} className="choice-option__label">
              {option.label}
            </span>
            {option.hint && (
              <span id={`${name}-${option.value}-hint`} className="choice-option__hint">
                {option.hint}
              </span>
            )}
          </span>
        </label>
      ))}
      <FieldErrors id={`${name}-errors`} errors={errors} />
      {children}
    </fieldset>
  );
}
