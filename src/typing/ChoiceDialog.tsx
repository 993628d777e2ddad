// A short choice over the typing mode (where to save a phrase, which board gets it): one button per option, each
// choosing at once — one selection for a switch user — and Cancel; back (Escape, a back switch) cancels too.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/components/dialog/use-modal';
import { useLayerBack } from '@/input/layer-back';

export interface ChoiceDialogProps<V extends string> {
  title: string;
  options: readonly { value: V; label: string }[];
  cancel: string;
  onChoose: (value: V) => void;
  onCancel: () => void;
  /** Said under the title (nothing to choose, a reason). */
  note?: string;
}

export function ChoiceDialog<V extends string>({ title, options, cancel, onChoose, onCancel, note }: ChoiceDialogProps<V>) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(dialog, true);
  useLayerBack(dialog, onCancel);
  return createPortal(
    <div className="field-keyboard__backdrop choice-dialog__backdrop">
      <div ref={dialog} className="choice-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="field-keyboard__title">
          {title}
        </h2>
        {note && <p className="typing__hint">{note}</p>}
        <div className="choice-dialog__options">
          {options.map((option) => (
            <button key={option.value} type="button" className="button" onClick={() => onChoose(option.value)}>
              {option.label}
            </button>
          ))}
        </div>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>,
    document.body,
  );
}
