// The screen that takes typing gets the typing commands only while its part of the page is on top.
import { afterEach, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { render } from '@testing-library/react';
import type { TextCommand } from '@input-drivers/commands';
import { deliverTyped, hasTextEntry, useTextEntry } from './text-entry';

function Taker({ got }: { got: TextCommand[] }) {
  const ref = createRef<HTMLDivElement>();
  useTextEntry(ref, (command) => got.push(command));
  return <div ref={ref}>message</div>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text entry', () => {
  it('hands typing to the registered screen while it is on the top layer, and to nobody when a dialog is open or it is gone', () => {
    const got: TextCommand[] = [];
    const a: TextCommand = { type: 'text', text: 'a', source: 'keyboard' };
    const view = render(<Taker got={got} />);
    expect(hasTextEntry()).toBe(true);
    expect(deliverTyped(a)).toBe(true);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    dialog.textContent = 'Salvar frase';
    dialog.getClientRects = () => [{}] as unknown as DOMRectList;
    document.body.append(dialog);
    expect(deliverTyped({ ...a, text: 'b' })).toBe(false);
    dialog.remove();
    view.unmount();
    expect(hasTextEntry()).toBe(false);
    expect(deliverTyped({ ...a, text: 'c' })).toBe(false);
    expect(got.map((c) => c.type === 'text' && c.text)).toEqual(['a']);
  });
});
