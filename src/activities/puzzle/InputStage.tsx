// Owns: the first stage both puzzles share: the intro, a form with the user's own text (a word or a sentence) and
// Start, then the suggestions to pick instead of typing. Each puzzle gives its own field and texts.
import type { ReactNode } from 'react';

interface InputStageProps {
  intro: string;
  label: string;
  /** The field's id, for its label. */
  fieldId: string;
  /** The text field itself (an input for a word, a textarea for a sentence), and what follows it in the form. */
  field: ReactNode;
  start: string;
  canStart: boolean;
  onStart: () => void;
  suggestionsTitle: string;
  suggestions: ReactNode;
}

export function InputStage({ intro, label, fieldId, field, start, canStart, onStart, suggestionsTitle, suggestions }: InputStageProps) {
  return (
    <section className="puzzle-input">
      <p className="puzzle-intro">{intro}</p>
      <form
        className="puzzle-form"
        onSubmit={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        <label htmlFor={fieldId} className="puzzle-form__label">
          {label}
        </label>
        {field}
        <button type="submit" className="button button--primary" disabled={!canStart}>
          {start}
        </button>
      </form>
      <h2 className="puzzle-suggestions__title">{suggestionsTitle}</h2>
      {suggestions}
    </section>
  );
}
