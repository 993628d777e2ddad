// One choice out of a few, as a row of pressable chips (a patient's status, a report's period, Inclusive City's
// word or sentence): every input (touch, keys, a switch, dwell) presses them the same way, where a drop-down list would
// need its own keys.
import { useId } from 'react';
import './chip-choice.css';
import './form.css';

export function ChipChoice<V extends string>({ label, value, options, labelOf, onChange }: { label: string; value: V; options: readonly V[]; labelOf: (option: V) => string; onChange: (value: V) => void }) {
  const id = useId();
  return (
    <div className="chip-choice" role="group" aria-labelledby={id}>
      <span id={id} className="form-field__label">
        {label}
      </span>
      <div className="chip-choice__chips">
        {options.map((option) => (
          <button key={option} type="button" className="chip" aria-pressed={option === value} onClick={() => onChange(option)}>
            {labelOf(option)}
          </button>
        ))}
      </div>
    </div>
  );
}
