// One labelled text field: its visible label, the control, a hint and an error under it, tied together with
// aria-describedby and aria-invalid so a screen reader reads the message with the field.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './form.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Shown under the field in the error style, and marks the field invalid. */
  error?: string | null;
  /** Other messages the field is described by (a shared error under several fields). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function TextField({ label, value, onChange, hint, error, describedBy, inputRef, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="form-field__control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
