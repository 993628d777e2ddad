// One- or two-switch scanning over every target of the top layer: the switch driver feeds the scanning machine,
// whose highlight is drawn on the targets (and optionally spoken) and whose selection presses the target.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { SwitchBinding } from '@input-drivers/bindings';
import { createSwitchDriver } from '@input-drivers/switch';
import { scanningMachine, type ScanSettings } from '@machines/scanning';
import { useLang } from '@/i18n/current-language';
import { speak } from '@/speech/speech';
import { labelOf, type Targets } from './targets';
import { useDriverMark } from './driver-mark';
import { dispatch, onRuntime, pressTarget } from './runtime';
import { INPUT_ATTRIBUTES, SELECTORS } from './dom';

/** More targets than this in a pick-and-place area or a keyboard, and one switch scans rows first, then the items of a row. */
export const ROW_COLUMN_FROM = 9;

interface ScanningInputProps {
  targets: Targets;
  bindings: readonly SwitchBinding[];
  settings: ScanSettings;
  auditory: boolean;
  /** Resting: the scan stands still (the runtime wakes it on the next switch press). */
  paused: boolean;
}

export function ScanningInput({ targets, bindings, settings: profileSettings, auditory, paused }: ScanningInputProps) {
  const lang = useLang();
  // Moving pieces means choosing among many targets twice per move, and a keyboard (the part scanned first) has
  // dozens of keys: past nine, rows first keeps each choice short. Nine phrases scanned first stay one by one.
  const firstPart = targets.all.filter((element) => element.closest(SELECTORS.scanFirst)).length;
  const rowsFirst = targets.all.length > ROW_COLUMN_FROM && (targets.layer.querySelector(SELECTORS.pickArea) !== null || firstPart > ROW_COLUMN_FROM);
  const settings = useMemo<ScanSettings>(
    () => (rowsFirst && profileSettings.pattern === 'linear' ? { ...profileSettings, pattern: 'rowColumn' } : profileSettings),
    [rowsFirst, profileSettings],
  );
  const scanner = useActorRef(scanningMachine, { input: { layout: { rows: targets.rows }, settings } });
  const highlight = useSelector(scanner, (state) => state.context.highlight);
  const latest = useRef({ targets, auditory, lang });
  /** The scan toward the next selection: highlights shown and when the first was (a therapist's access figures). */
  const run = useRef<{ steps: number; startedAt: number | null }>({ steps: 0, startedAt: null });
  useLayoutEffect(() => {
    latest.current = { targets, auditory, lang };
  });

  useEffect(() => scanner.send({ type: 'LAYOUT', rows: targets.rows }), [scanner, targets]);
  // A new top layer (a dialog opened or closed) is a new screen: its scan starts at its first item with all its
  // passes. Kept going instead, a help dialog that opened after a few highlights on the page behind it had used up
  // its passes at once: the scan rested on the next step, and the next press only woke it.
  const layer = targets.layer;
  useEffect(() => scanner.send({ type: 'RESET' }), [scanner, layer]);
  useEffect(() => scanner.send({ type: 'SETTINGS', settings }), [scanner, settings]);
  useEffect(() => scanner.send({ type: paused ? 'PAUSE' : 'RESUME' }), [scanner, paused]);

  useEffect(() => {
    const subscriptions = [
      scanner.on('select', ({ index }) => {
        const { steps, startedAt } = run.current;
        run.current = { steps: 0, startedAt: null };
        pressTarget(latest.current.targets.all[index], 'switch', startedAt === null ? {} : { scanSteps: steps, scanMs: Date.now() - startedAt });
      }),
      scanner.on('highlight', ({ level, row, index }) => {
        run.current = { steps: run.current.steps + 1, startedAt: run.current.startedAt ?? Date.now() };
        const { targets: t, auditory: speakIt, lang: language } = latest.current;
        if (!speakIt) return;
        const label = level === 'row' ? rowElements(t, row).map(labelOf).slice(0, 3).join(', ') : labelOf(t.all[index] as HTMLElement);
        speak(label, { lang: language, kind: 'word' }).catch(() => {});
      }),
    ];
    // The runtime passes a press on only when it means a step or a selection: not while resting (the press wakes
    // the scan instead) and not while the settings screen records a new switch (the press is the answer).
    const stopSwitch = onRuntime('switch', ({ command }) =>
      scanner.send({ type: command.type === 'switchDown' ? 'SWITCH_DOWN' : 'SWITCH_UP', switchId: command.switchId }),
    );
    const stopDriver = createSwitchDriver({ bindings }).start(dispatch);
    return () => {
      stopDriver();
      stopSwitch();
      subscriptions.forEach((s) => s.unsubscribe());
    };
  }, [scanner, bindings]);

  useEffect(() => {
    if (!highlight) {
      // Resting, waiting or paused: the next selection's effort is counted from the scan that wakes.
      run.current = { steps: 0, startedAt: null };
      return;
    }
    const marked = highlight.level === 'row' ? rowElements(targets, highlight.row) : [targets.all[highlight.index]];
    for (const element of marked) {
      element?.setAttribute(INPUT_ATTRIBUTES.scanHighlight, highlight.level);
    }
    marked[0]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => marked.forEach((element) => element?.removeAttribute(INPUT_ATTRIBUTES.scanHighlight));
  }, [highlight, targets]);

  // After this component's own effects above (effects run in order): the scan is listening from here on.
  useDriverMark('scan');
  return null;
}

function rowElements(targets: Targets, row: number): HTMLElement[] {
  const start = targets.rows.slice(0, row).reduce((sum, n) => sum + n, 0);
  return targets.all.slice(start, start + (targets.rows[row] ?? 0));
}
