// One- or two-switch scanning over every target of the top layer: the switch driver feeds the scanning machine,
// whose highlight is drawn on the targets (and optionally spoken) and whose selection presses the target.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { SwitchBinding } from '@input-drivers/bindings';
import type { Command, InputDriver } from '@input-drivers/commands';
import { createSwitchDriver } from '@input-drivers/switch';
import { scanningMachine, type ScanSettings } from '@machines/scanning';
import { useLang } from '@/app/current-language';
import { speak } from '@/speech/speech';
import { labelOf, type Targets } from './targets';
import { useDriverMark } from './driver-mark';
import { pressTarget } from './use-targets';

interface ScanningInputProps {
  targets: Targets;
  bindings: readonly SwitchBinding[];
  settings: ScanSettings;
  auditory: boolean;
  paused: boolean;
  onResume: () => void;
  /** Another source of switch presses (a blink acting as the primary switch); keep it stable. */
  extraSwitch?: InputDriver;
}

export function ScanningInput({ targets, bindings, settings, auditory, paused, onResume, extraSwitch }: ScanningInputProps) {
  const lang = useLang();
  const scanner = useActorRef(scanningMachine, { input: { layout: { rows: targets.rows }, settings } });
  const highlight = useSelector(scanner, (state) => state.context.highlight);
  const latest = useRef({ targets, auditory, lang, paused, onResume });
  useLayoutEffect(() => {
    latest.current = { targets, auditory, lang, paused, onResume };
  });

  useEffect(() => scanner.send({ type: 'LAYOUT', rows: targets.rows }), [scanner, targets]);
  useEffect(() => scanner.send({ type: 'SETTINGS', settings }), [scanner, settings]);
  useEffect(() => scanner.send({ type: paused ? 'PAUSE' : 'RESUME' }), [scanner, paused]);

  useEffect(() => {
    const subscriptions = [
      scanner.on('select', ({ index }) => pressTarget(latest.current.targets.all[index])),
      scanner.on('highlight', ({ level, row, index }) => {
        const { targets: t, auditory: speakIt, lang: language } = latest.current;
        if (!speakIt) return;
        const label = level === 'row' ? rowElements(t, row).map(labelOf).slice(0, 3).join(', ') : labelOf(t.all[index] as HTMLElement);
        speak(label, { lang: language, kind: 'word' }).catch(() => {});
      }),
    ];
    const onSwitch = (command: Command) => {
      if (command.type !== 'switchDown' && command.type !== 'switchUp') return;
      // The settings screen is recording a new switch: that press is the answer, not a selection.
      if (document.documentElement.hasAttribute('data-input-capturing')) return;
      // Resting: the next press only wakes the scan, it never selects.
      if (latest.current.paused) {
        if (command.type === 'switchDown') latest.current.onResume();
        return;
      }
      scanner.send({ type: command.type === 'switchDown' ? 'SWITCH_DOWN' : 'SWITCH_UP', switchId: command.switchId });
    };
    const stops = [createSwitchDriver({ bindings }).start(onSwitch), extraSwitch?.start(onSwitch)];
    return () => {
      stops.forEach((stop) => stop?.());
      subscriptions.forEach((s) => s.unsubscribe());
    };
  }, [scanner, bindings, extraSwitch]);

  useEffect(() => {
    if (!highlight) return;
    const marked = highlight.level === 'row' ? rowElements(targets, highlight.row) : [targets.all[highlight.index]];
    for (const element of marked) {
      element?.setAttribute('data-scan-highlight', highlight.level);
    }
    marked[0]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => marked.forEach((element) => element?.removeAttribute('data-scan-highlight'));
  }, [highlight, targets]);

  // After this component's own effects above (effects run in order): the scan is listening from here on.
  useDriverMark('scan');
  return null;
}

function rowElements(targets: Targets, row: number): HTMLElement[] {
  const start = targets.rows.slice(0, row).reduce((sum, n) => sum + n, 0);
  return targets.all.slice(start, start + (targets.rows[row] ?? 0));
}
