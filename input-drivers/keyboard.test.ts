import hotkeys from 'hotkeys-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyboardDriver, type KeyboardDriverOptions } from './keyboard';
import { keyDown, keyPress, keyUp, recordCommands } from './testing';

let stop: (() => void) | undefined;

function start(options: Partial<KeyboardDriverOptions> = {}) {
  const recorder = recordCommands();
  stop = createKeyboardDriver({ numberKeys: true, arrows: true, ...options }).start(recorder.emit);
  return recorder;
}

beforeEach(() => {
  document.body.innerHTML = '<button id="card">Água</button><input id="text"><textarea id="area"></textarea>' +
    '<div id="editable" contenteditable="true"></div><input id="slider" type="range"><div role="tablist"><button id="tab">A</button></div>';
});
afterEach(() => {
  stop?.();
  stop = undefined;
  (document.activeElement as HTMLElement | null)?.blur();
});

const focus = (id: string) => document.getElementById(id)!.focus();

describe('keyboard driver', () => {
  it('maps digits 1–9 of the top row and the numpad to choose, by event.code', () => {
    const { commands } = start();
    for (let n = 1; n <= 9; n += 1) keyPress(`Digit${n}`);
    keyPress('Numpad3');
    keyPress('Digit0');
    expect(commands.map((c) => (c.type === 'choose' ? c.index : c.type))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 2]);
    expect(commands[0]).toEqual({ type: 'choose', index: 0, source: 'keyboard' });
  });

  it('reads the physical key, whatever character the layout gives (AZERTY "&" on Digit1)', () => {
    const { commands } = start();
    const event = new KeyboardEvent('keydown', { code: 'Digit1', key: '&', keyCode: 49, bubbles: true });
    document.body.dispatchEvent(event);
    expect(commands).toEqual([{ type: 'choose', index: 0, source: 'keyboard' }]);
  });

  it('emits no choose when single-key shortcuts are off (WCAG 2.1.4)', () => {
    const { types } = start({ numberKeys: false });
    keyPress('Digit1');
    keyPress('Numpad2');
    keyPress('Escape');
    expect(types()).toEqual(['back']);
  });

  it('works while a button has focus', () => {
    const { types } = start();
    focus('card');
    keyPress('Digit2');
    keyPress('ArrowRight');
    expect(types()).toEqual(['choose', 'next']);
  });

  it('ignores every key but Escape while the user types in an input, a textarea or contenteditable', () => {
    const { types } = start();
    for (const id of ['text', 'area', 'editable']) {
      keyPress('Digit1', { target: document.getElementById(id)! });
      keyPress('ArrowDown', { target: document.getElementById(id)! });
      keyPress('Escape', { target: document.getElementById(id)! });
    }
    // Escape reaches the runtime, which closes a dialog but never leaves a screen with text in its field.
    expect(types()).toEqual(['back', 'back', 'back']);
  });

  it('leaves the arrows to sliders and tab lists, but still takes digits there', () => {
    const { types } = start();
    const slider = document.getElementById('slider')!;
    const arrow = keyDown('ArrowRight', { target: slider });
    keyPress('ArrowLeft', { target: document.getElementById('tab')! });
    keyPress('Digit1', { target: slider });
    expect(arrow.defaultPrevented).toBe(false);
    expect(types()).toEqual(['choose']);
  });

  it('gives one command for a held key: auto-repeat and repeated keydowns without keyup are ignored', () => {
    const { types } = start();
    keyDown('Digit4');
    keyDown('Digit4', { repeat: true });
    keyDown('Digit4', { repeat: true });
    keyDown('Digit4'); // some devices repeat without the flag
    keyUp('Digit4');
    keyDown('ArrowRight');
    keyDown('ArrowRight', { repeat: true });
    expect(types()).toEqual(['choose', 'next']);
    keyUp('ArrowRight');
    keyPress('Digit4');
    expect(types()).toEqual(['choose', 'next', 'choose']);
  });

  it('ignores Ctrl, Alt and Meta combinations (browser shortcuts) but not Shift', () => {
    const { types } = start();
    keyPress('Digit1', { ctrlKey: true });
    keyPress('Digit2', { altKey: true });
    keyPress('Digit3', { metaKey: true });
    keyPress('ArrowLeft', { ctrlKey: true });
    keyPress('Digit4', { shiftKey: true });
    expect(types()).toEqual(['choose']);
  });

  it('maps arrows to next/previous, prevents scrolling, and can leave them off', () => {
    const { types } = start();
    const down = keyDown('ArrowDown');
    keyUp('ArrowDown');
    keyPress('ArrowUp');
    keyPress('ArrowLeft');
    keyPress('ArrowRight');
    expect(types()).toEqual(['next', 'previous', 'previous', 'next']);
    expect(down.defaultPrevented).toBe(true);
    stop?.();
    const off = start({ arrows: false });
    expect(keyDown('ArrowDown').defaultPrevented).toBe(false);
    expect(off.types()).toEqual([]);
  });

  it('maps Escape to back', () => {
    const { commands } = start();
    keyPress('Escape');
    expect(commands).toEqual([{ type: 'back', source: 'keyboard' }]);
  });

  it('leaves Enter and Space to the focused button unless the runtime asks for activate', () => {
    const plain = start();
    focus('card');
    expect(keyDown('Enter').defaultPrevented).toBe(false);
    keyUp('Enter');
    keyPress('Space');
    expect(plain.types()).toEqual([]);
    stop?.();

    const scanning = start({ activateKeys: true });
    const enter = keyDown('Enter');
    keyUp('Enter');
    keyDown('Space');
    const spaceUp = keyUp('Space');
    keyPress('NumpadEnter');
    expect(scanning.types()).toEqual(['activate', 'activate', 'activate']);
    // prevented, so the focused button does not click as well: one activation, not two
    expect(enter.defaultPrevented).toBe(true);
    expect(spaceUp.defaultPrevented).toBe(true);
  });

  it('stops hearing keys after cleanup and gives the library its filter back', () => {
    const filter = hotkeys.filter;
    const { types } = start();
    expect(hotkeys.filter).not.toBe(filter);
    stop?.();
    stop = undefined;
    keyPress('Digit1');
    keyPress('Escape');
    expect(types()).toEqual([]);
    expect(hotkeys.filter).toBe(filter);
  });

  it('listens on the element it is given only', () => {
    const panel = document.createElement('div');
    const inside = document.createElement('button');
    panel.append(inside);
    document.body.append(panel);
    const { types } = start({ target: panel });
    keyPress('Digit1', { target: inside });
    keyPress('Digit2', { target: document.body });
    expect(types()).toEqual(['choose']);
  });

  it('forgets held keys when the window loses focus (their keyup never comes)', () => {
    const { types } = start();
    keyDown('Digit1');
    window.dispatchEvent(new Event('blur'));
    keyDown('Digit1');
    expect(types()).toEqual(['choose', 'choose']);
  });
});

describe('keyboard driver, while a screen takes typing', () => {
  beforeEach(() => {
    document.body.insertAdjacentHTML('beforeend', '<textarea id="message" readonly></textarea>');
  });
  const texts = (commands: readonly { type: string }[]) => commands.map((c) => ('text' in c ? c.text : 'action' in c ? c.action : 'index' in c ? `#${c.index}` : c.type));

  it('types letters as the layout gives them, digits instead of choosing, and signs typed with AltGr', () => {
    const { commands } = start({ textEntry: true });
    keyPress('KeyE');
    keyPress('KeyU', { key: 'U', shiftKey: true });
    keyPress('Space');
    keyPress('Digit2');
    keyPress('Semicolon', { key: 'ç' });
    keyPress('Digit2', { key: '@', ctrlKey: true, altKey: true });
    expect(texts(commands)).toEqual(['e', 'U', ' ', '2', 'ç', '@']);
  });

  it('deletes a letter, a word with Ctrl, submits with Enter, takes suggestions with F1–F8 and Ctrl+1–8; Escape is still back', () => {
    const { commands } = start({ textEntry: true });
    keyPress('Backspace');
    keyPress('Backspace', { ctrlKey: true });
    keyPress('Enter');
    keyPress('F1');
    keyPress('F8');
    keyPress('F9');
    keyPress('Digit3', { ctrlKey: true });
    keyPress('Escape');
    keyPress('KeyC', { ctrlKey: true });
    expect(texts(commands)).toEqual(['deleteLetter', 'deleteWord', 'submit', '#0', '#7', '#2', 'back']);
  });

  it('types into the read-only message, but leaves a real text field its own keys and a focused button its Enter', () => {
    const { commands } = start({ textEntry: true });
    focus('message');
    keyPress('KeyA');
    keyPress('Enter');
    focus('text');
    keyPress('KeyB');
    keyPress('Backspace');
    keyPress('F2');
    focus('card');
    keyPress('Enter');
    keyPress('Space');
    keyPress('KeyC');
    // Space types a space even on a button a pointer left focused: typing on, a click there would be a surprise.
    expect(texts(commands)).toEqual(['a', 'submit', ' ', 'c']);
  });

  it('a key held down types once', () => {
    const { commands } = start({ textEntry: true });
    keyDown('Backspace');
    keyDown('Backspace', { repeat: true });
    keyUp('Backspace');
    expect(texts(commands)).toEqual(['deleteLetter']);
  });

  it('a paste outside a text field is typed as one text', () => {
    const { commands } = start({ textEntry: true });
    const paste = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => 'Ligue para o Dr. Paulo' } });
    document.body.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(texts(commands)).toEqual(['Ligue para o Dr. Paulo']);
  });

  it('asks at each key whether typing is taken: a dialog over the screen gets its keys back', () => {
    let taken = true;
    const { commands } = start({ textEntry: () => taken });
    keyPress('KeyA');
    taken = false;
    keyPress('KeyB');
    keyPress('Digit1');
    expect(texts(commands)).toEqual(['a', '#0']);
  });

  it('without a screen taking typing, letters do nothing and digits choose as before', () => {
    const { types } = start();
    keyPress('KeyA');
    keyPress('Digit1');
    keyPress('Backspace');
    expect(types()).toEqual(['choose']);
  });
});
