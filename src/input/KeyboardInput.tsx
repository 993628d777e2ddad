// Keyboard input for the top layer: 1–9 choose the first nine choices (their numbers drawn on them), arrows move
// the focus between choices, Escape goes back. Native Enter/Space on the focused control do the activating. Escape
// always works, even when a profile turns the keyboard's choosing off: it is how every dialog closes.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createKeyboardDriver } from '@input-drivers/keyboard';
import { useDriverMark } from './driver-mark';
import { NumberBadges } from './NumberBadges';
import { dispatch, refreshTargets } from './runtime';
import { hasTextEntry, subscribeTextEntry, textEntryOnTop } from './text-entry';
import type { Targets } from './targets';

export function KeyboardInput({ targets, enabled, numberKeys }: { targets: Targets; enabled: boolean; numberKeys: boolean }) {
  // Numbers are drawn once the keyboard is in use, so touch-only users on phones never see them.
  const [keyboardUsed, setKeyboardUsed] = useState(false);
  // A screen that takes typing (the typing mode) has every key: its digits type digits, so no numbers are drawn.
  const textEntry = useSyncExternalStore(subscribeTextEntry, hasTextEntry, hasTextEntry);
  const digits = enabled && numberKeys && !textEntry;
  useDriverMark('keys', enabled);

  useEffect(() => {
    if (keyboardUsed) return;
    const onKey = () => setKeyboardUsed(true);
    window.addEventListener('keydown', onKey, { capture: true, once: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [keyboardUsed]);

  useEffect(
    () =>
      createKeyboardDriver({ numberKeys: digits, arrows: enabled, textEntry: textEntry && (() => textEntryOnTop()) }).start((command) => {
        // A key pressed in the frame where the screen changes (a card just closed, a new step) must act on what is on
        // screen now, not on the targets of the frame before: a digit looks them up afresh before it is routed.
        if (command.type === 'choose') refreshTargets();
        dispatch(command);
      }),
    [digits, enabled, textEntry],
  );

  return digits ? <NumberBadges choices={targets.choices} visible={keyboardUsed} /> : null;
}
