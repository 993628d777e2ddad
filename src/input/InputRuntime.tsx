// The input runtime on every screen: reads this device's input profile and runs its drivers over the targets of
// the top layer — keyboard numbers, switch scanning, pointer dwell, the camera's head pointer and blinks — plus
// the pause control to rest safely and, when the profile uses the camera, the camera control. Only the keyboard is
// part of every page; scanning, dwell and the camera's parts load when the profile (or a screen's camera) asks.
import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DwellSettings } from '@machines/dwell';
import type { ScanSettings } from '@machines/scanning';
import { cameraSessionLoaded, subscribeCameraSessionLoaded } from './face/session-loaded';
import { useDriverMark } from './driver-mark';
import { KeyboardInput } from './KeyboardInput';
import { type InputProfile } from './profile/schema';
import { faceSwitches } from './profile/face-switches';
import { currentProfile, loadProfile, subscribeProfile } from './profile/store';
import { dispatch, isPaused, pressVirtualSwitch, setTargets, subscribePaused } from './runtime';
import { useTargets } from './use-targets';
import { inputMark } from './dom';
import './input.css';
import { Icon } from '@/components/Icon';

const ScanningInput = lazy(() => import('./ScanningInput').then((m) => ({ default: m.ScanningInput })));
/** The pointer's dwell, marked as listening once its driver has started (a child's effects run before its parent's). */
const DwellInput = lazy(() =>
  import('./DwellInput').then(({ DwellInput: Dwell }) => ({
    default: function PointerDwell(props: Parameters<typeof Dwell>[0]) {
      useDriverMark('dwell');
      return <Dwell {...props} />;
    },
  })),
);
const FaceInput = lazy(() => import('./FaceInput').then((m) => ({ default: m.FaceInput })));
const CameraControl = lazy(() => import('@/components/camera/CameraControl').then((m) => ({ default: m.CameraControl })));

/** A blink standing for a switch press is held past the longest acceptance time the profile allows (300 ms). */
const BLINK_PRESS_EXTRA_MS = 60;
/**
 * How long the runtime waits for this device's saved profile before it starts on the default one (keys, the
 * pause): a storage that does not answer (a browser's database stuck opening) must never leave the page deaf. The
 * saved profile takes over when it arrives.
 */
export const PROFILE_WAIT_MS = 1500;

export default function InputRuntime() {
  const [profile, setProfile] = useState<InputProfile | null>(null);
  const paused = useSyncExternalStore(subscribePaused, isPaused, isPaused);
  const targets = useTargets();
  useEffect(() => setTargets(targets), [targets]);

  useEffect(() => {
    let live = true;
    const waited = setTimeout(() => setProfile((held) => held ?? currentProfile()), PROFILE_WAIT_MS);
    void loadProfile().then((loaded) => {
      clearTimeout(waited);
      if (live) setProfile(loaded);
    });
    const unsubscribe = subscribeProfile((next) => setProfile(next));
    return () => {
      live = false;
      clearTimeout(waited);
      unsubscribe();
    };
  }, []);

  useAutoStart(profile);
  const cameraCode = useSyncExternalStore(subscribeCameraSessionLoaded, cameraSessionLoaded, cameraSessionLoaded);

  const scan = profile?.scan;
  const scanSettings = useMemo<ScanSettings | null>(() => (scan ? { ...scan } : null), [scan]);
  const dwell = profile?.dwell;
  const dwellSettings = useMemo<Partial<DwellSettings> | null>(
    () => (dwell ? { dwellMs: dwell.dwellMs, toleranceRadius: dwell.toleranceRadius, lockoutMs: dwell.lockoutMs } : null),
    [dwell],
  );

  if (!profile) return null;
  const byFace = faceSwitches(profile);
  const scanning = profile.switch.enabled && (profile.switch.bindings.length > 0 || byFace.primary || byFace.secondary) && scanSettings;
  const dwelling = profile.dwell.enabled && dwellSettings;
  const method = profile.camera.method;
  const pressForBlink = scanning ? () => pressVirtualSwitch(profile.scan.acceptanceMs + BLINK_PRESS_EXTRA_MS) : undefined;
  // Each part loads on its own: one still loading never hides or resets another.
  return (
    <>
      <KeyboardInput targets={targets} enabled={profile.keyboard.enabled} numberKeys={profile.keyboard.numberKeys} />
      {scanning && (
        <Suspense fallback={null}>
          <ScanningInput
            targets={targets}
            bindings={profile.switch.bindings}
            settings={scanSettings}
            auditory={profile.scan.auditory}
            paused={paused}
          />
        </Suspense>
      )}
      {dwelling && (
        <Suspense fallback={null}>
          <DwellInput targets={targets} settings={dwellSettings} paused={paused} snap={profile.dwell.snap === 'all'} magnifier={profile.dwell.magnifier} />
        </Suspense>
      )}
      {(method !== 'off' || cameraCode) && (
        <Suspense fallback={null}>
          <FaceInput targets={targets} profile={profile} paused={paused} onBlinkWithoutTarget={pressForBlink} />
        </Suspense>
      )}
      {(scanning || dwelling || method !== 'off') && <PauseControl paused={paused} />}
      {method !== 'off' && (
        <Suspense fallback={null}>
          <CameraControl mode={method === 'gaze' ? 'gaze' : 'face'} />
        </Suspense>
      )}
    </>
  );
}

/** Once per page: a profile that uses the camera and asks for it starts camera and tracking when the app opens. */
function useAutoStart(profile: InputProfile | null) {
  const done = useRef(false);
  useEffect(() => {
    if (!profile || done.current) return;
    done.current = true;
    const { method, autoStart } = profile.camera;
    if (method !== 'off' && autoStart) void import('./face/session').then(({ startCameraAndTracking }) => startCameraAndTracking(method === 'gaze' ? 'gaze' : 'face'));
  }, [profile]);
}

/** Rest: nothing is pressed until the user comes back (this control, or any switch press, resumes). */
function PauseControl({ paused }: { paused: boolean }) {
  const { t } = useTranslation('components');
  return (
    <button type="button" className="button input-pause" {...inputMark('pause')} aria-pressed={paused} onClick={() => dispatch({ type: 'pause', source: 'control' })}>
      <Icon emoji={paused ? '▶️' : '⏸️'} />
      {paused ? t('input.resume') : t('input.pause')}
    </button>
  );
}
