import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwitchBinding } from './bindings';
import { createKeyboardDriver } from './keyboard';
import { createSwitchDriver } from './switch';
import { installGamepads, keyDown, keyPress, keyUp, mouseClick, mouseDown, mouseUp, recordCommands, type GamepadStub } from './testing';

const SPACE: SwitchBinding = { switchId: 'primary', kind: 'key', code: 'Space' };
const ENTER: SwitchBinding = { switchId: 'secondary', kind: 'key', code: 'Enter' };
const LEFT: SwitchBinding = { switchId: 'primary', kind: 'mouse', button: 0 };
const RIGHT: SwitchBinding = { switchId: 'secondary', kind: 'mouse', button: 2 };

let stops: (() => void)[] = [];
let pads: GamepadStub | undefined;

function start(bindings: SwitchBinding[]) {
  const recorder = recordCommands();
  const stop = createSwitchDriver({ bindings }).start(recorder.emit);
  stops.push(stop);
  return { ...recorder, stop };
}

/** "down primary", "up secondary"… */
const edges = (commands: ReturnType<typeof recordCommands>['commands']) =>
  commands.map((c) => (c.type === 'switchDown' || c.type === 'switchUp' ? `${c.type === 'switchDown' ? 'down' : 'up'} ${c.switchId}` : c.type));

beforeEach(() => {
  document.body.innerHTML = '<button id="card">Água</button>';
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  pads?.restore();
  pads = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('switch driver: keys', () => {
  it('emits switchDown on keydown and switchUp on keyup, per switch', () => {
    const { commands } = start([SPACE, ENTER]);
    keyDown('Space');
    keyUp('Space');
    keyPress('Enter');
    keyPress('KeyA'); // not bound
    expect(edges(commands)).toEqual(['down primary', 'up primary', 'down secondary', 'up secondary']);
    expect(commands[0]).toEqual({ type: 'switchDown', switchId: 'primary', source: 'switch' });
  });

  it('emits one switchDown for a held key, whatever the auto-repeat', () => {
    const { commands } = start([SPACE]);
    keyDown('Space');
    keyDown('Space', { repeat: true });
    keyDown('Space', { repeat: true });
    keyDown('Space'); // repeated keydown without the flag
    keyUp('Space');
    expect(edges(commands)).toEqual(['down primary', 'up primary']);
  });

  it('prevents the default of bound keys (no scroll, no second click of the focused button) and only theirs', () => {
    start([SPACE]);
    document.getElementById('card')!.focus();
    const onClick = vi.fn();
    document.getElementById('card')!.addEventListener('click', onClick);
    expect(keyDown('Space').defaultPrevented).toBe(true);
    expect(keyUp('Space').defaultPrevented).toBe(true);
    expect(keyDown('Space', { repeat: true }).defaultPrevented).toBe(true);
    expect(keyDown('Enter').defaultPrevented).toBe(false);
  });

  it('keeps a bound key from the keyboard driver and the page: a switch means only the switch', () => {
    const switches = start([ENTER]);
    const keyboard = recordCommands();
    stops.push(createKeyboardDriver({ numberKeys: true, arrows: true, activateKeys: true }).start(keyboard.emit));
    const onKey = vi.fn();
    document.body.addEventListener('keydown', onKey);
    keyPress('Enter');
    keyPress('Space');
    expect(edges(switches.commands)).toEqual(['down secondary', 'up secondary']);
    expect(keyboard.types()).toEqual(['activate']); // from Space only
    expect(onKey).toHaveBeenCalledTimes(1);
  });

  it('ignores a keyup whose keydown came before it started', () => {
    const { commands } = start([SPACE]);
    keyUp('Space');
    expect(commands).toEqual([]);
  });

  it('releases held switches when the window loses focus or the page is hidden', () => {
    const { commands } = start([SPACE, ENTER]);
    keyDown('Space');
    document.getElementById('card')!.focus();
    document.getElementById('card')!.blur(); // an element's blur is not the window's
    window.dispatchEvent(new Event('blur'));
    keyDown('Enter');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(edges(commands)).toEqual(['down primary', 'up primary', 'down secondary', 'up secondary']);
  });
});

describe('switch driver: mouse buttons', () => {
  it('emits edges for bound buttons only', () => {
    const { commands } = start([LEFT, RIGHT]);
    mouseDown(0);
    mouseUp(0);
    mouseDown(2);
    mouseUp(2);
    mouseDown(1);
    mouseUp(1);
    expect(edges(commands)).toEqual(['down primary', 'up primary', 'down secondary', 'up secondary']);
  });

  it('swallows the click, auxclick and context menu of a bound press so nothing under the cursor acts too', () => {
    vi.useFakeTimers();
    start([LEFT, RIGHT]);
    const card = document.getElementById('card')!;
    const onClick = vi.fn();
    card.addEventListener('click', onClick);
    card.addEventListener('auxclick', onClick);
    card.addEventListener('contextmenu', onClick);
    expect(mouseDown(0, card).defaultPrevented).toBe(true); // no focus move, no text selection
    mouseUp(0, card);
    const click = new MouseEvent('click', { button: 0, detail: 1, bubbles: true, cancelable: true });
    card.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // links, checkboxes and forms do nothing either
    expect(mouseClick(2, card).click.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets keyboard clicks and unbound buttons through', () => {
    vi.useFakeTimers();
    start([LEFT]);
    const card = document.getElementById('card')!;
    const onClick = vi.fn();
    card.addEventListener('click', onClick);
    card.addEventListener('auxclick', onClick);
    mouseClick(0, card);
    vi.runAllTimers();
    card.click(); // Enter on a focused button, or the runtime activating it
    mouseClick(1, card);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves touch pointers to the page', () => {
    start([LEFT]);
    const onDown = vi.fn();
    document.body.addEventListener('pointerdown', onDown);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', button: 0, bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse', button: 0, bubbles: true }));
    expect(onDown).toHaveBeenCalledTimes(1);
  });
});

describe('switch driver: gamepad buttons', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pads = installGamepads();
  });
  const frame = () => vi.advanceTimersToNextFrame();

  it('polls only while a gamepad is connected and emits on button edges', () => {
    const rafs = vi.spyOn(globalThis, 'requestAnimationFrame');
    const { commands } = start([{ switchId: 'primary', kind: 'gamepad', button: 0 }, { switchId: 'secondary', kind: 'gamepad', button: 1 }]);
    expect(rafs).not.toHaveBeenCalled();
    pads!.connect(0);
    pads!.press(0);
    frame();
    frame(); // still held: no second edge
    pads!.release(0);
    pads!.press(1);
    frame();
    pads!.press(5); // unbound
    pads!.release(1);
    frame();
    expect(edges(commands)).toEqual(['down primary', 'up primary', 'down secondary', 'up secondary']);
    pads!.disconnect(0);
    frame();
    rafs.mockClear();
    frame();
    expect(rafs).not.toHaveBeenCalled();
  });

  it('matches a pad index when the binding names one, any pad otherwise', () => {
    const { commands } = start([{ switchId: 'primary', kind: 'gamepad', button: 0, pad: 1 }, { switchId: 'secondary', kind: 'gamepad', button: 3 }]);
    pads!.connect(0);
    pads!.connect(1);
    pads!.press(0, 0);
    pads!.press(3, 0);
    frame();
    pads!.press(0, 1);
    frame();
    expect(edges(commands)).toEqual(['down secondary', 'down primary']);
  });

  it('releases what a gamepad held when it disconnects, and a held start state is no press', () => {
    pads!.connect(0);
    pads!.press(2);
    const { commands } = start([{ switchId: 'primary', kind: 'gamepad', button: 2 }]);
    frame();
    expect(commands).toEqual([]);
    pads!.release(2);
    frame();
    pads!.press(2);
    frame();
    pads!.disconnect(0);
    expect(edges(commands)).toEqual(['down primary', 'up primary']);
  });
});

describe('switch driver: cleanup', () => {
  it('removes every listener and stops polling: nothing is emitted afterwards', () => {
    vi.useFakeTimers();
    pads = installGamepads();
    const binding: SwitchBinding[] = [SPACE, LEFT, { switchId: 'secondary', kind: 'gamepad', button: 0 }];
    pads.connect(0);
    const { commands, stop } = start(binding);
    stop();
    keyPress('Space');
    const space = keyDown('Space');
    mouseClick(0);
    pads.press(0);
    vi.advanceTimersToNextFrame();
    pads.connect(1);
    pads.press(0, 1);
    vi.advanceTimersToNextFrame();
    window.dispatchEvent(new Event('blur'));
    expect(commands).toEqual([]);
    expect(space.defaultPrevented).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
