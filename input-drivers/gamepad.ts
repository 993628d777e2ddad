// Gamepad buttons as press/release edges (USB switch interfaces often appear as gamepads). The Gamepad API has no
// button events, so it is polled once per animation frame, and only while a gamepad is connected.
export type GamepadEdge = (pad: number, button: number, pressed: boolean) => void;

function connectedPads(view: Window): Gamepad[] {
  const list = typeof view.navigator.getGamepads === 'function' ? view.navigator.getGamepads() : [];
  return [...list].filter((pad): pad is Gamepad => pad !== null && pad.connected);
}

/**
 * Calls `onEdge` whenever a button of any connected gamepad goes down or up. Buttons already held when watching
 * starts are the baseline (no edge); a gamepad that connects later starts released, since connecting is
 * usually caused by a press. Returns the cleanup.
 */
export function watchGamepadButtons(view: Window, onEdge: GamepadEdge): () => void {
  const states = new Map<number, boolean[]>();
  let frame: number | null = null;

  const snapshot = (pad: Gamepad) => pad.buttons.map((button) => button.pressed);

  const release = (index: number) => {
    (states.get(index) ?? []).forEach((pressed, button) => pressed && onEdge(index, button, false));
    states.delete(index);
  };

  const poll = () => {
    frame = null;
    const pads = connectedPads(view);
    // A pad gone without its event still releases what it held.
    for (const index of states.keys()) if (!pads.some((pad) => pad.index === index)) release(index);
    for (const pad of pads) {
      const before = states.get(pad.index) ?? [];
      const now = snapshot(pad);
      states.set(pad.index, now);
      now.forEach((pressed, button) => {
        if (pressed !== (before[button] ?? false)) onEdge(pad.index, button, pressed);
      });
    }
    if (pads.length > 0) frame = requestAnimationFrame(poll);
  };
  const schedule = () => {
    frame ??= requestAnimationFrame(poll);
  };

  const onConnected = (event: Event) => {
    const { gamepad } = event as GamepadEvent;
    if (!states.has(gamepad.index)) states.set(gamepad.index, []);
    schedule();
  };
  const onDisconnected = (event: Event) => {
    release((event as GamepadEvent).gamepad.index);
    // The poll stops by itself when no gamepad is left.
  };

  for (const pad of connectedPads(view)) states.set(pad.index, snapshot(pad));
  if (states.size > 0) schedule();
  view.addEventListener('gamepadconnected', onConnected);
  view.addEventListener('gamepaddisconnected', onDisconnected);

  return () => {
    view.removeEventListener('gamepadconnected', onConnected);
    view.removeEventListener('gamepaddisconnected', onDisconnected);
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  };
}
