// The input runtime on every screen: reads this device's input profile and runs its drivers over the targets of
// the top layer — keyboard numbers, switch scanning, pointer dwell — plus the pause control to rest safely.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DwellSettings } from '@machines/dwell';
import type { ScanSettings } from '@machines/scanning';
import { DwellInput } from './DwellInput';
import { KeyboardInput } from './KeyboardInput';
import { loadProfile, subscribeProfile, type InputProfile } from './profile';
import { ScanningInput } from './ScanningInput';
import { useTargets } from './use-targets';
import './input.css';

export default function InputRuntime() {
  const [profile, setProfile] = useState<InputProfile | null>(null);
  const [paused, setPaused] = useState(false);
  const targets = useTargets();

  useEffect(() => {
    let live = true;
    void loadProfile().then((loaded) => live && setProfile(loaded));
    const unsubscribe = subscribeProfile((next) => setProfile(next));
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  const scan = profile?.scan;
  const scanSettings = useMemo<ScanSettings | null>(() => (scan ? { ...scan } : null), [scan]);
  const dwell = profile?.dwell;
  const dwellSettings = useMemo<Partial<DwellSettings> | null>(
    () => (dwell ? { dwellMs: dwell.dwellMs, toleranceRadius: dwell.toleranceRadius, lockoutMs: dwell.lockoutMs } : null),
    [dwell],
  );

  if (!profile) return null;
  const scanning = profile.switch.enabled && profile.switch.bindings.length > 0 && scanSettings;
  const dwelling = profile.dwell.enabled && dwellSettings;
  return (
    <>
      {profile.keyboard.enabled && <KeyboardInput targets={targets} numberKeys={profile.keyboard.numberKeys} />}
      {scanning && (
        <ScanningInput
          targets={targets}
          bindings={profile.switch.bindings}
          settings={scanSettings}
          auditory={profile.scan.auditory}
          paused={paused}
          onResume={() => setPaused(false)}
        />
      )}
      {dwelling && <DwellInput targets={targets} settings={dwellSettings} paused={paused} />}
      {(scanning || dwelling) && <PauseControl paused={paused} onToggle={() => setPaused((p) => !p)} />}
    </>
  );
}

function PauseControl({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const { t } = useTranslation('components');
  return (
    <button type="button" className="button input-pause" data-input-pause aria-pressed={paused} onClick={onToggle}>
      <span aria-hidden="true">{paused ? '▶️' : '⏸️'}</span>
      {paused ? t('input.resume') : t('input.pause')}
    </button>
  );
}
