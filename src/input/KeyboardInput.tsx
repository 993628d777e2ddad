// Keyboard input for the top layer: 1–9 choose the first nine choices (their numbers drawn on them), arrows move
// the focus between choices, Escape goes back. Native Enter/Space on the focused control do the activating.
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createKeyboardDriver } from '@input-drivers/keyboard';
import { inputRuntimeMachine } from '@machines/input-runtime';
import { useDriverMark } from './driver-mark';
import { NumberBadges } from './NumberBadges';
import { collectTargets, topLayer, type Targets } from './targets';
import { pressTarget } from './use-targets';

export function KeyboardInput({ targets, numberKeys }: { targets: Targets; numberKeys: boolean }) {
  const router = useActorRef(inputRuntimeMachine, { input: { count: targets.choices.length } });
  const latest = useRef(targets);
  // Numbers are drawn once the keyboard is in use, so touch-only users on phones never see them.
  const [keyboardUsed, setKeyboardUsed] = useState(false);
  useDriverMark('keys');

  useEffect(() => {
    if (keyboardUsed) return;
    const onKey = () => setKeyboardUsed(true);
    window.addEventListener('keydown', onKey, { capture: true, once: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [keyboardUsed]);

  useEffect(() => {
    latest.current = targets;
    router.send({ type: 'TARGETS', count: targets.choices.length });
  }, [router, targets]);

  useEffect(() => {
    const subscriptions = [
      router.on('select', ({ index }) => pressTarget(latest.current.choices[index])),
      router.on('focus', ({ index }) => latest.current.choices[index]?.focus()),
      router.on('back', () => {
        // A modal handles its own Escape; on a screen, Escape follows the screen's back control.
        const layer = topLayer();
        if (layer === document.body) layer.querySelector<HTMLElement>('[data-command="back"]')?.click();
      }),
    ];
    const stop = createKeyboardDriver({ numberKeys, arrows: true }).start((command) => {
      // A key pressed in the frame where the screen changes (a card just closed, a new step) must act on what is on
      // screen now, not on the targets of the frame before: a digit looks them up afresh before it is routed.
      if (command.type === 'choose') {
        latest.current = collectTargets();
        router.send({ type: 'TARGETS', count: latest.current.choices.length });
      }
      router.send(command);
    });
    return () => {
      stop();
      subscriptions.forEach((s) => s.unsubscribe());
    };
  }, [router, numberKeys]);

  return numberKeys ? <NumberBadges choices={targets.choices} visible={keyboardUsed} /> : null;
}
