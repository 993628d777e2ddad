// A text field pressed hands-free opens the on-screen keyboard; a tap or a key leaves the field to its own keyboard;
// what the on-screen keyboard writes reaches the screen's own handler, within the field's limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { editField, isEditableField, setFieldEditor, writeField } from './field-editor';

afterEach(() => {
  document.body.innerHTML = '';
});

function Word() {
  const [word, setWord] = useState('');
  return (
    <>
      <input aria-label="Sua palavra" maxLength={5} value={word} onChange={(event) => setWord(event.target.value)} />
      <p>palavra: {word}</p>
    </>
  );
}

describe('the on-screen keyboard for fields', () => {
  it('opens for a switch, dwell, head or blink press of a field that takes typing, never for a tap or a key', () => {
    const opened: HTMLElement[] = [];
    const stop = setFieldEditor((field) => opened.push(field));
    document.body.innerHTML = '<input id="a"><textarea id="b"></textarea><input id="c" type="checkbox"><input id="d" readonly><button id="e">x</button>';
    const byId = (id: string) => document.getElementById(id)!;
    expect(editField(byId('a'), 'switch')).toBe(true);
    expect(document.activeElement).toBe(byId('a'));
    expect(editField(byId('b'), 'dwell')).toBe(true);
    expect(editField(byId('b'), 'blink')).toBe(true);
    expect(editField(byId('a'), 'touch')).toBe(false);
    expect(editField(byId('a'), 'keys')).toBe(false);
    expect(editField(byId('c'), 'switch')).toBe(false);
    expect(editField(byId('d'), 'switch')).toBe(false);
    expect(editField(byId('e'), 'switch')).toBe(false);
    expect(opened.map((field) => field.id)).toEqual(['a', 'b', 'b']);
    expect(isEditableField(byId('d'))).toBe(false);
    stop();
    expect(editField(byId('a'), 'switch')).toBe(false);
  });

  it('writes into a React field as typing would, cut to the field’s limit', () => {
    const change = vi.fn();
    render(<Word />);
    const field = screen.getByLabelText('Sua palavra') as HTMLInputElement;
    field.addEventListener('input', change);
    writeField(field, 'abacaxi');
    expect(change).toHaveBeenCalledTimes(1);
    expect(screen.getByText('palavra: abaca')).toBeTruthy();
  });
});
