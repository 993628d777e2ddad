// The page's dispatcher on a real DOM: back takes the top layer's own way out, then an open popup, then the screen's
// back control (never while the user types there); a blink's virtual switch is a press and a release; a capture
// keeps switch presses from the scanning.
import { act, cleanup, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePopupBack, useLayerBack } from './layer-back';
import { beginCapture, dispatch, goBack, isPaused, onRuntime, pressVirtualSwitch } from './runtime';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function Layer({ name, onBack }: { name: string; onBack: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayerBack(ref, onBack);
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label={name}>
      <button type="button">{name}</button>
    </div>
  );
}

function Menu({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  usePopupBack(() => {
    setOpen(false);
    onClose();
  }, open);
  return <p>{open ? 'menu open' : 'menu closed'}</p>;
}

describe('back through the input runtime', () => {
  it('closes the layer opened last first, then the one under it', () => {
    const under = vi.fn();
    const over = vi.fn();
    const { rerender } = render(<Layer name="editor" onBack={under} />);
    rerender(
      <>
        <Layer name="editor" onBack={under} />
        <Layer name="confirm" onBack={over} />
      </>,
    );
    goBack();
    expect(over).toHaveBeenCalledTimes(1);
    expect(under).not.toHaveBeenCalled();
    rerender(<Layer name="editor" onBack={under} />);
    goBack();
    expect(under).toHaveBeenCalledTimes(1);
  });

  it('on the page, closes an open popup before it presses the screen’s back control', () => {
    const back = vi.fn();
    const closed = vi.fn();
    render(
      <>
        <Menu onClose={closed} />
        <button type="button" data-command="back" onClick={back}>
          Voltar
        </button>
      </>,
    );
    act(() => goBack());
    expect(closed).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    act(() => goBack());
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('never leaves a screen while the user types in one of its fields', () => {
    const back = vi.fn();
    render(
      <>
        <input aria-label="Frase" defaultValue="eu quero" />
        <button type="button" data-command="back" onClick={back}>
          Voltar
        </button>
      </>,
    );
    (document.querySelector('input') as HTMLInputElement).focus();
    goBack();
    expect(back).not.toHaveBeenCalled();
    (document.querySelector('input') as HTMLInputElement).blur();
    goBack();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('the runtime’s back command reaches the same way out', () => {
    const back = vi.fn();
    render(<Layer name="help" onBack={back} />);
    dispatch({ type: 'back', source: 'switch' });
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe('switch presses through the input runtime', () => {
  it('a blink standing for a switch is one press and one release, after the hold', () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    const stop = onRuntime('switch', ({ command }) => heard.push(command.type));
    pressVirtualSwitch(120);
    expect(heard).toEqual(['switchDown']);
    vi.advanceTimersByTime(120);
    expect(heard).toEqual(['switchDown', 'switchUp']);
    stop();
    vi.useRealTimers();
  });

  it('while a switch is captured, presses never reach the scanning, and the pause is kept', () => {
    const heard = vi.fn();
    const stop = onRuntime('switch', heard);
    const end = beginCapture();
    dispatch({ type: 'switchDown', switchId: 'primary', source: 'switch' });
    dispatch({ type: 'pause', source: 'control' });
    expect(isPaused()).toBe(false);
    end();
    dispatch({ type: 'switchDown', switchId: 'primary', source: 'switch' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
