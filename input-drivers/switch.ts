// The switch driver: one or two switches bound to keys, mouse buttons or gamepad buttons, emitted as raw
// switchDown/switchUp. Debounce, acceptance and hold belong to the scanning machine, not here.
import type { Command, InputDriver, SwitchId } from './commands';
import type { SwitchBinding } from './bindings';
import { watchGamepadButtons } from './gamepad';

export type { SwitchBinding } from './bindings';
export { describeBinding } from './bindings';

export interface SwitchDriverOptions {
  bindings: readonly SwitchBinding[];
  /** Where presses are heard; the window by default. */
  target?: Window;
}

/** Clicks a bound mouse press would cause (contextmenu: the right button's menu). */
const CLICKS = ['click', 'auxclick', 'dblclick', 'contextmenu'] as const;

/*
 * Every listener is on the window in the capture phase, so a bound press is seen before any element and kept
 * from it: a bound key or button means "the switch" and nothing else on the page.
 * - Keys: default prevented (Space neither scrolls nor clicks the focused button) and propagation stopped (the
 *   keyboard driver and the page never also act on it). Auto-repeat and a key still held emit nothing.
 * - Mouse: mousedown's default is prevented (no focus move, no text selection) and the pointer/mouse events
 *   stop at the window; the click, auxclick, dblclick or context menu that the same press produces is then
 *   swallowed (default prevented, propagation stopped), so what lies under the cursor is not activated as well.
 *   A click made by the keyboard (Enter on a button) is not swallowed: only clicks following a bound press are.
 * Several bindings may drive one switch; it is down while any of them is held.
 */
export function createSwitchDriver(options: SwitchDriverOptions): InputDriver {
  return {
    id: 'switch',
    start(emit: (command: Command) => void) {
      const view = options.target ?? window;
      const held = new Map<SwitchId, Set<string>>();
      const swallowing = new Set<number>();
      const timers = new Set<ReturnType<typeof setTimeout>>();

      const press = (switchId: SwitchId, input: string) => {
        const inputs = held.get(switchId) ?? new Set<string>();
        held.set(switchId, inputs);
        if (inputs.has(input)) return;
        inputs.add(input);
        if (inputs.size === 1) emit({ type: 'switchDown', switchId, source: 'switch' });
      };
      const release = (switchId: SwitchId, input: string) => {
        const inputs = held.get(switchId);
        if (!inputs?.delete(input)) return; // never pressed while we listened
        if (inputs.size === 0) emit({ type: 'switchUp', switchId, source: 'switch' });
      };
      /** Focus or the page went away: the keyup/mouseup will never come, so every held switch is released. */
      const releaseAll = () => {
        for (const [switchId, inputs] of held) {
          if (inputs.size === 0) continue;
          inputs.clear();
          emit({ type: 'switchUp', switchId, source: 'switch' });
        }
      };

      const keyBinding = (code: string) => options.bindings.find((b) => b.kind === 'key' && b.code === code);
      const mouseBinding = (button: number) => options.bindings.find((b) => b.kind === 'mouse' && b.button === button);
      const padBinding = (pad: number, button: number) =>
        options.bindings.find((b) => b.kind === 'gamepad' && b.button === button && (b.pad === undefined || b.pad === pad));

      const onKey = (event: KeyboardEvent) => {
        const binding = keyBinding(event.code);
        if (!binding) return;
        event.preventDefault();
        event.stopPropagation();
        if (event.type === 'keyup') release(binding.switchId, `key:${event.code}`);
        else if (!event.repeat) press(binding.switchId, `key:${event.code}`);
      };
      const onMouse = (event: MouseEvent) => {
        const binding = mouseBinding(event.button);
        if (!binding) return;
        if ('pointerType' in event && event.pointerType !== 'mouse') return; // touch and pen stay the page's
        event.stopPropagation();
        if (event.type === 'mousedown') {
          event.preventDefault();
          swallowing.add(event.button);
          press(binding.switchId, `mouse:${event.button}`);
        } else if (event.type === 'mouseup') {
          release(binding.switchId, `mouse:${event.button}`);
          // The click follows mouseup in the same task; stop swallowing after it so keyboard clicks pass.
          const button = event.button;
          const timer = setTimeout(() => {
            timers.delete(timer);
            swallowing.delete(button);
          }, 0);
          timers.add(timer);
        }
      };
      const onClick = (event: MouseEvent) => {
        if (!swallowing.has(event.button)) return;
        event.preventDefault();
        event.stopPropagation();
      };
      const onBlur = (event: Event) => {
        if (!(event.target instanceof Node)) releaseAll(); // the window's own blur, not an element losing focus
      };
      const onVisibility = () => {
        if (view.document.visibilityState === 'hidden') releaseAll();
      };

      const hasPads = options.bindings.some((b) => b.kind === 'gamepad');
      const stopPads = hasPads
        ? watchGamepadButtons(view, (pad, button, pressed) => {
            const binding = padBinding(pad, button);
            if (!binding) return;
            const input = `pad:${pad}:${button}`;
            if (pressed) press(binding.switchId, input);
            else release(binding.switchId, input);
          })
        : () => {};

      const listeners: [EventTarget, string, EventListener][] = [
        [view, 'keydown', onKey as EventListener],
        [view, 'keyup', onKey as EventListener],
        ...(['mousedown', 'mouseup', 'pointerdown', 'pointerup'] as const).map(
          (type): [EventTarget, string, EventListener] => [view, type, onMouse as EventListener],
        ),
        ...CLICKS.map((type): [EventTarget, string, EventListener] => [view, type, onClick as EventListener]),
        [view, 'blur', onBlur],
        [view.document, 'visibilitychange', onVisibility],
      ];
      for (const [target, type, listener] of listeners) target.addEventListener(type, listener, true);

      return () => {
        for (const [target, type, listener] of listeners) target.removeEventListener(type, listener, true);
        stopPads();
        timers.forEach(clearTimeout);
        timers.clear();
      };
    },
  };
}
