// The keyboard driver (hotkeys-js): 1–9 on the top row or the numpad choose, arrows move, Escape goes back, and
// Enter/Space activate only when the runtime asks. Keys are read by event.code so every layout maps the same.
import hotkeys, { type KeyHandler } from 'hotkeys-js';
import type { Command, InputDriver } from './commands';

export interface KeyboardDriverOptions {
  /** Where keys are heard; the window (its document) by default. */
  target?: Window | HTMLElement;
  /** Digits choose targets. Single-key shortcuts must be possible to turn off (WCAG 2.1.4). */
  numberKeys: boolean;
  arrows: boolean;
  /**
   * Enter/Space → activate. Off by default: a focused native button already clicks on Enter/Space, so emitting
   * `activate` as well would select twice. Turn it on only while the runtime highlights something that is not
   * the focused element (scanning); the keys' default action is then prevented so only the command acts.
   */
  activateKeys?: boolean;
}

const DIGIT = /^(?:Digit|Numpad)([1-9])$/;
const MOVES: Record<string, 'next' | 'previous'> = {
  ArrowRight: 'next', ArrowDown: 'next', ArrowLeft: 'previous', ArrowUp: 'previous',
};
const ACTIVATE_CODES = new Set(['Enter', 'NumpadEnter', 'Space']);
const NOT_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'file', 'reset', 'submit', 'color', 'image']);
/** Widgets whose own arrow keys must keep working (sliders, radio groups, tab lists, menus…). */
const ARROW_WIDGETS =
  'select, input[type="range"], input[type="radio"], [role="slider"], [role="spinbutton"], [role="radiogroup"], ' +
  '[role="listbox"], [role="menu"], [role="menubar"], [role="tablist"], [role="tree"], [role="grid"], [role="combobox"]';

function elementOf(event: KeyboardEvent): Element | null {
  const first = event.composedPath()[0] ?? event.target;
  return first instanceof Element ? first : null;
}

/** True while the user types: text fields, text areas, selects and contenteditable take every key. */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NOT_TEXT_INPUTS.has((element as HTMLInputElement).type);
}

function commandFor(code: string, options: KeyboardDriverOptions): Command | null {
  const digit = DIGIT.exec(code)?.[1];
  if (digit) return options.numberKeys ? { type: 'choose', index: Number(digit) - 1, source: 'keyboard' } : null;
  const move = MOVES[code];
  if (move) return options.arrows ? { type: move, source: 'keyboard' } : null;
  if (ACTIVATE_CODES.has(code)) return options.activateKeys ? { type: 'activate', source: 'keyboard' } : null;
  if (code === 'Escape') return { type: 'back', source: 'keyboard' };
  return null;
}

/*
 * hotkeys-js matches shortcuts by keyCode/key, which depends on the layout (AZERTY's top row gives '&é"…') and
 * cannot tell a repeat from a press, so the driver registers the catch-all '*' and decides by event.code itself.
 * The library's filter is one global setting; it is opened while a driver runs (restored after) so buttons,
 * links and cards with focus never hide a key, and the per-key rules below decide instead.
 */
let filterUsers = 0;
let libraryFilter: typeof hotkeys.filter | undefined;
const passAll = () => true;

export function createKeyboardDriver(options: KeyboardDriverOptions): InputDriver {
  return {
    id: 'keyboard',
    start(emit) {
      const target = options.target ?? window;
      const element: HTMLElement | Document = 'document' in target ? target.document : target;
      const view = ('document' in target ? target : target.ownerDocument.defaultView) ?? window;
      const down = new Set<string>();

      const onKey: KeyHandler = (event) => {
        if (event.type === 'keyup') {
          down.delete(event.code);
          // Space clicks a focused button on keyup, so its keyup is prevented too while Space activates.
          if (options.activateKeys && ACTIVATE_CODES.has(event.code) && !isTextEntry(elementOf(event))) event.preventDefault();
          return;
        }
        if (event.type !== 'keydown') return;
        const held = event.repeat || down.has(event.code);
        down.add(event.code);
        if (event.ctrlKey || event.altKey || event.metaKey) return; // browser and system shortcuts
        const command = commandFor(event.code, options);
        if (!command) return;
        const element = elementOf(event);
        // Typing takes every key but Escape: a dialog still closes from its text field (on the page, the runtime
        // leaves a field's text alone instead of going back).
        if (isTextEntry(element) && command.type !== 'back') return;
        if (command.type === 'next' || command.type === 'previous') {
          if (element?.closest(ARROW_WIDGETS)) return;
          event.preventDefault(); // the runtime moves; the page must not scroll as well
        }
        if (command.type === 'activate') event.preventDefault(); // the focused element must not click too
        if (held) return; // auto-repeat and a key still held never give a second command
        emit(command);
      };
      const forget = () => down.clear();

      if (filterUsers++ === 0) {
        libraryFilter = hotkeys.filter;
        hotkeys.filter = passAll;
      }
      hotkeys('*', { element, keydown: true, keyup: true }, onKey);
      view.addEventListener('blur', forget);

      return () => {
        hotkeys.unbind({ key: '*', scope: 'all', method: onKey });
        view.removeEventListener('blur', forget);
        if (--filterUsers === 0 && hotkeys.filter === passAll && libraryFilter) hotkeys.filter = libraryFilter;
      };
    },
  };
}
