// A patient's status, or the list's status filter, as a row of pressable chips: every input (touch, keys, a switch,
// dwell) presses them the same way, where a drop-down list would need its own keys.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientStatus } from './model';

export function StatusChoice<V extends PatientStatus | 'all'>({ label, value, options, onChange }: { label: string; value: V; options: readonly V[]; onChange: (value: V) => void }) {
  const { t } = useTranslation('professional');
  const id = useId();
  return (
    <div className="status-choice" role="group" aria-labelledby={id}>
      <span id={id} className="form-field__label">
        {label}
      </span>
      <div className="status-choice__chips">
        {options.map((option) => (
          <button key={option} type="button" className="chip" aria-pressed={option === value} onClick={() => onChange(option)}>
            {option === 'all' ? t('patients.all') : t(`status.${option as PatientStatus}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
