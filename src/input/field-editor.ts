// Owns: how a text field is typed into by someone who cannot use a keyboard (issue 25). A switch, dwell, head or
// gaze user who presses a text field gets the on-screen keyboard (the app registers it here); touch and keyboard
// users get the field itself, with the device's own keyboard. Also writes a text into a field the way typing would,
// so the screen's own handlers (React's onChange) see it.
import type { InputMethod } from './activation';

export type EditableField = HTMLInputElement | HTMLTextAreaElement;

type Opener = (field: EditableField) => void;

let opener: Opener | null = null;

/** The app's on-screen keyboard for fields; returns the way to take it off. */
export function setFieldEditor(open: Opener): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

const TYPED_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', '']);
/** Methods that press without a keyboard at hand. */
const HANDS_FREE: ReadonlySet<InputMethod> = new Set(['switch', 'dwell', 'head', 'gaze', 'blink', 'gesture']);

/** A field that takes typed text and may be typed into now. */
export function isEditableField(element: Element): element is EditableField {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  return element instanceof HTMLInputElement && TYPED_INPUTS.has(element.type) && !element.readOnly && !element.disabled;
}

/** Opens the on-screen keyboard for a field pressed hands-free; false when the field is the user's to type in. */
export function editField(element: HTMLElement, method: InputMethod | undefined): boolean {
  if (!opener || !method || !HANDS_FREE.has(method) || !isEditableField(element)) return false;
  element.focus();
  opener(element);
  return true;
}

/** Puts `text` in a field as typing would: the value set through the element's own setter, then an input event. */
export function writeField(field: EditableField, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const limit = field.maxLength > 0 ? field.maxLength : Infinity;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text.slice(0, limit));
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
