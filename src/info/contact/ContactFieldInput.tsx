// One labelled field of the contact form: visible label, placeholder, optional hint and its error message,
// tied together with aria-describedby and aria-invalid so screen readers read the error with the field.
import type { ContactField } from '@machines/contact-form';

interface Props {
  field: ContactField;
  label: string;
  placeholder: string;
  value: string;
  error: string | null;
  hint?: string;
  readOnly: boolean;
  onChange: (field: ContactField, value: string) => void;
}

const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

export function contactFieldId(field: ContactField): string {
  return `contact-${field}`;
}

export function ContactFieldInput({ field, label, placeholder, value, error, hint, readOnly, onChange }: Props) {
  const id = contactFieldId(field);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: field,
    value,
    placeholder,
    required: true,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'contact-field__control',
  } as const;

  return (
    <div className={`contact-field${error ? ' contact-field--invalid' : ''}`}>
      <label className="contact-field__label" htmlFor={id}>
        {label}
      </label>
      {field === 'message' ? (
        <textarea {...shared} rows={6} onChange={(e) => onChange(field, e.target.value)} />
      ) : (
        <input
          {...shared}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={AUTOCOMPLETE[field]}
          spellCheck={field === 'email' ? false : undefined}
          onChange={(e) => onChange(field, e.target.value)}
        />
      )}
      {hintId && (
        <p id={hintId} className="contact-field__hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="contact-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
