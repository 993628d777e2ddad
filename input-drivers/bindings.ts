// What a switch can be bound to (a key by event.code, a mouse button, a gamepad button), which key codes are
// accepted, when two bindings are the same physical input, and the short names the settings screen shows.
import type { SwitchId } from './commands';

export type SwitchBinding =
  | { switchId: SwitchId; kind: 'key'; /** event.code, e.g. 'Space', 'Enter', 'F13' */ code: string }
  | { switchId: SwitchId; kind: 'mouse'; button: 0 | 1 | 2 }
  /** button: index in the standard gamepad mapping; pad: one gamepad index, or any pad when absent. */
  | { switchId: SwitchId; kind: 'gamepad'; button: number; pad?: number };

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
const letters = Array.from({ length: 26 }, (_, i) => `Key${String.fromCharCode(65 + i)}`);

/**
 * The event.code values (UI Events "code" spec) a switch interface or keyboard can send to a page. Browser,
 * launch, power and volume keys are left out: the system or the browser takes them before the page does.
 */
export const KEY_CODES: ReadonlySet<string> = new Set([
  ...letters, ...range('Digit', 0, 9), ...range('Numpad', 0, 9), ...range('F', 1, 24),
  'Backquote', 'Backslash', 'BracketLeft', 'BracketRight', 'Comma', 'Equal', 'IntlBackslash', 'IntlRo', 'IntlYen',
  'Minus', 'Period', 'Quote', 'Semicolon', 'Slash',
  'AltLeft', 'AltRight', 'Backspace', 'CapsLock', 'ContextMenu', 'ControlLeft', 'ControlRight', 'Enter', 'MetaLeft',
  'MetaRight', 'ShiftLeft', 'ShiftRight', 'Space', 'Tab', 'Convert', 'KanaMode', 'NonConvert',
  'Delete', 'End', 'Help', 'Home', 'Insert', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp',
  'NumLock', 'NumpadAdd', 'NumpadComma', 'NumpadDecimal', 'NumpadDivide', 'NumpadEnter', 'NumpadEqual',
  'NumpadMultiply', 'NumpadSubtract', 'Escape', 'Pause', 'ScrollLock',
  'MediaPlayPause', 'MediaStop', 'MediaTrackNext', 'MediaTrackPrevious',
]);

export function isKnownKeyCode(code: string): boolean {
  return KEY_CODES.has(code);
}

/** The highest standard-mapping button index (0–16 standard; vendors add a few). */
export const MAX_GAMEPAD_BUTTON = 31;

/** True when both bindings would react to the same physical press (a gamepad binding without pad = any pad). */
export function sameInput(a: SwitchBinding, b: SwitchBinding): boolean {
  if (a.kind === 'key' && b.kind === 'key') return a.code === b.code;
  if (a.kind === 'mouse' && b.kind === 'mouse') return a.button === b.button;
  if (a.kind === 'gamepad' && b.kind === 'gamepad') {
    return a.button === b.button && (a.pad === undefined || b.pad === undefined || a.pad === b.pad);
  }
  return false;
}

/** How a language names keys, mouse buttons and gamepads (its `input` texts' bindingNames). */
export interface BindingNames {
  keys: Readonly<Record<string, string>>;
  numpad: string;
  mouse: readonly string[];
  pad: string;
  anyPad: string;
  button: string;
}

/** A short human name for a key code: 'Espaço', 'A', '5', 'Teclado numérico 5', 'F13'. */
export function describeKeyCode(code: string, names: BindingNames): string {
  const known = names.keys[code];
  if (known) return known;
  const single = /^(?:Key|Digit)(.)$/.exec(code)?.[1];
  if (single) return single;
  const numpad = /^Numpad(\d)$/.exec(code)?.[1];
  if (numpad) return `${names.numpad} ${numpad}`;
  return code;
}

/** The name shown for a binding on the settings screen; gamepad buttons are counted from 1, as devices label them. */
export function describeBinding(binding: SwitchBinding, names: BindingNames): string {
  switch (binding.kind) {
    case 'key':
      return describeKeyCode(binding.code, names);
    case 'mouse':
      return names.mouse[binding.button] ?? `${binding.button + 1}`;
    case 'gamepad': {
      const pad = binding.pad === undefined ? names.anyPad : `${names.pad} ${binding.pad + 1}`;
      return `${pad}, ${names.button} ${binding.button + 1}`;
    }
  }
}
