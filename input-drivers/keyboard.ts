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
  /**
   * A screen takes typing (the typing mode's message), asked at each key (a dialog over it takes its keys back):
   * printable keys give `text` (digits too, so they choose nothing; Space a space, even on a button a pointer left
   * focused), Backspace and Ctrl+Backspace delete, Enter submits, F1–F8 and Ctrl+1–8 take a suggestion, a paste gives
   * its text. A real text field with focus still takes its own keys; a focused button keeps Enter.
   */
  textEntry?: boolean | (() => boolean);
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

const SUGGESTION_KEY = /^F([1-8])$/;
const SUGGESTION_DIGIT = /^(?:Digit|Numpad)([1-8])$/;
/** Focused controls whose Enter and Space click them: they keep those keys while a screen takes typing. */
const CLICKABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], input, select';

/** A field that takes typing itself: editable, not read-only (a read-only message shows what the commands type). */
function isOwnTextField(element: Element | null): boolean {
  if (!isTextEntry(element)) return false;
  return !((element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) && element.readOnly);
}

/** The typing a key gives for a screen that takes text, or null (then the usual commands apply). */
function textCommandFor(event: KeyboardEvent, element: Element | null): Command | null {
  const { code, key, ctrlKey, altKey, metaKey } = event;
  const suggestion = SUGGESTION_KEY.exec(code)?.[1] ?? (ctrlKey && !altKey && !metaKey ? SUGGESTION_DIGIT.exec(code)?.[1] : undefined);
  if (suggestion) return { type: 'suggest', index: Number(suggestion) - 1, source: 'keyboard' };
  if (metaKey) return null;
  if (code === 'Backspace') return altKey ? null : { type: 'edit', action: ctrlKey ? 'deleteWord' : 'deleteLetter', source: 'keyboard' };
  // Ctrl alone is a shortcut (copy, reload); Ctrl+Alt is AltGr on some systems, which types signs such as @ and €.
  if (ctrlKey !== altKey) return null;
  const onControl = element !== null && element.closest(CLICKABLE) !== null && !isTextEntry(element);
  if (code === 'Enter' || code === 'NumpadEnter') return onControl ? null : { type: 'edit', action: 'submit', source: 'keyboard' };
  if ([...key].length !== 1) return null; // named keys (Tab, arrows, Dead, Shift…) type nothing
  return { type: 'text', text: key, source: 'keyboard' };
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
      const takesText = () => (typeof options.textEntry === 'function' ? options.textEntry() : options.textEntry === true);
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
        if (takesText() && event.code !== 'Escape') {
          const element = elementOf(event);
          const typed = isOwnTextField(element) ? null : textCommandFor(event, element);
          if (typed) {
            event.preventDefault();
            // A key held (a tremor's long press) types once: auto-repeat never deletes a sentence that took minutes.
            if (!held) emit(typed);
            return;
          }
          if (isOwnTextField(element)) return;
        }
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
      // A paste while a screen takes typing is typing too (a real text field takes its own).
      const onPaste = (event: ClipboardEvent) => {
        const text = event.clipboardData?.getData('text/plain') ?? '';
        if (!takesText() || isOwnTextField(event.target instanceof Element ? event.target : null) || text === '') return;
        event.preventDefault();
        emit({ type: 'text', text, source: 'keyboard' });
      };
      if (options.textEntry) view.document.addEventListener('paste', onPaste);

      return () => {
        hotkeys.unbind({ key: '*', scope: 'all', method: onKey });
        view.removeEventListener('blur', forget);
        view.document.removeEventListener('paste', onPaste);
        if (--filterUsers === 0 && hotkeys.filter === passAll && libraryFilter) hotkeys.filter = libraryFilter;
      };
    },
  };
}
