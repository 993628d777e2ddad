// Device simulators for unit tests in jsdom: keys by event.code, mouse buttons, a mouse pointer and gamepads,
// plus a command recorder. Test-only; free of any test runner so any test can import it.
import type { Command, CommandType } from './commands';

export interface CommandRecorder {
  readonly commands: Command[];
  emit: (command: Command) => void;
  types: () => CommandType[];
  clear: () => void;
}

export function recordCommands(): CommandRecorder {
  const commands: Command[] = [];
  return {
    commands,
    emit: (command) => commands.push(command),
    types: () => commands.map((command) => command.type),
    clear: () => commands.splice(0),
  };
}

export interface KeyOptions {
  repeat?: boolean;
  /** Defaults to the focused element, as a real key press. */
  target?: EventTarget;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  /** The character the layout gives, when not the US one (a shifted letter, an accented key). */
  key?: string;
}

const NAMED: Record<string, [key: string, keyCode: number]> = {
  Space: [' ', 32], Backspace: ['Backspace', 8], Enter: ['Enter', 13], NumpadEnter: ['Enter', 13], Escape: ['Escape', 27], Tab: ['Tab', 9],
  ArrowLeft: ['ArrowLeft', 37], ArrowUp: ['ArrowUp', 38], ArrowRight: ['ArrowRight', 39], ArrowDown: ['ArrowDown', 40],
};

/** The key and legacy keyCode a US layout gives for a code (hotkeys-js still reads them). */
function keyFor(code: string): [string, number] {
  const named = NAMED[code];
  if (named) return named;
  const digit = /^Digit(\d)$/.exec(code)?.[1];
  if (digit) return [digit, 48 + Number(digit)];
  const numpad = /^Numpad(\d)$/.exec(code)?.[1];
  if (numpad) return [numpad, 96 + Number(numpad)];
  const letter = /^Key([A-Z])$/.exec(code)?.[1];
  if (letter) return [letter.toLowerCase(), letter.charCodeAt(0)];
  const f = /^F(\d+)$/.exec(code)?.[1];
  if (f) return [code, 111 + Number(f)];
  return [code, 0];
}

function key(type: 'keydown' | 'keyup', code: string, options: KeyOptions): KeyboardEvent {
  const [usKey, keyCode] = keyFor(code);
  const { target = document.activeElement ?? document.body, key: keyName = usKey, ...init } = options;
  const event = new KeyboardEvent(type, {
    code, key: keyName, keyCode, which: keyCode, bubbles: true, cancelable: true, composed: true, ...init,
  } as KeyboardEventInit);
  target.dispatchEvent(event);
  return event;
}

/** Dispatches a keydown and returns it (check `defaultPrevented`). */
export const keyDown = (code: string, options: KeyOptions = {}) => key('keydown', code, options);
export const keyUp = (code: string, options: KeyOptions = {}) => key('keyup', code, options);
/** A full press: keydown then keyup. */
export function keyPress(code: string, options: KeyOptions = {}): KeyboardEvent {
  const down = keyDown(code, options);
  keyUp(code, { ...options, repeat: false });
  return down;
}

function mouse(type: string, button: number, target: EventTarget, detail = 1): MouseEvent {
  const event = new MouseEvent(type, { button, buttons: 1 << button, detail, bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event;
}

export const mouseDown = (button: 0 | 1 | 2 = 0, target: EventTarget = document.body) => mouse('mousedown', button, target);
export const mouseUp = (button: 0 | 1 | 2 = 0, target: EventTarget = document.body) => mouse('mouseup', button, target);

/** What a real mouse press produces: mousedown, mouseup, then click (auxclick and contextmenu for others). */
export function mouseClick(button: 0 | 1 | 2 = 0, target: EventTarget = document.body): { click: MouseEvent } {
  mouseDown(button, target);
  mouseUp(button, target);
  if (button === 2) mouse('contextmenu', button, target);
  return { click: mouse(button === 0 ? 'click' : 'auxclick', button, target) };
}

export function pointerMove(x: number, y: number, pointerType = 'mouse', target: EventTarget = document.body): PointerEvent {
  const event = new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType, bubbles: true, composed: true });
  target.dispatchEvent(event);
  return event;
}

/** The mouse leaves the window: pointerout with no element to go to. */
export function pointerLeaveWindow(target: EventTarget = document.body): void {
  target.dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', relatedTarget: null, bubbles: true }));
}

export interface GamepadStub {
  connect(index?: number): void;
  disconnect(index?: number): void;
  press(button: number, index?: number): void;
  release(button: number, index?: number): void;
  /** Removes navigator.getGamepads again. */
  restore(): void;
}

/** Puts a fake navigator.getGamepads in place; buttons change state, and the driver sees them on its next poll. */
export function installGamepads(buttonCount = 17): GamepadStub {
  const pads: (Gamepad | null)[] = [null, null, null, null];
  const fire = (type: string, pad: Gamepad) => {
    const event = new Event(type);
    Object.defineProperty(event, 'gamepad', { value: pad });
    window.dispatchEvent(event);
  };
  const setButton = (index: number, button: number, pressed: boolean) => {
    const pad = pads[index];
    if (!pad) throw new Error(`Gamepad ${index} is not connected`);
    Object.assign(pad.buttons[button] ?? {}, { pressed, touched: pressed, value: pressed ? 1 : 0 });
  };
  Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [...pads] });
  return {
    connect(index = 0) {
      const buttons = Array.from({ length: buttonCount }, () => ({ pressed: false, touched: false, value: 0 }));
      const pad = { index, id: `Switch interface ${index}`, connected: true, mapping: 'standard', buttons, axes: [], timestamp: 0 };
      pads[index] = pad as unknown as Gamepad;
      fire('gamepadconnected', pads[index]);
    },
    disconnect(index = 0) {
      const pad = pads[index];
      if (!pad) return;
      pads[index] = null;
      fire('gamepaddisconnected', { ...pad, connected: false });
    },
    press: (button, index = 0) => setButton(index, button, true),
    release: (button, index = 0) => setButton(index, button, false),
    restore: () => {
      Reflect.deleteProperty(navigator, 'getGamepads');
    },
  };
}
