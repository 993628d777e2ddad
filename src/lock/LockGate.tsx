// In front of the caregiver screens (My boards, Settings): when a PIN is set and the caregiver has not unlocked on
// this page, the PIN screen is shown instead — also when the address is typed directly. Moving between guarded
// screens keeps them unlocked; leaving them locks again.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { needTexts } from '@/i18n/i18n';
import { loadLock, lockAgain, lockState, subscribeLock } from './lock-store';
import { PinScreen } from './PinScreen';
import './lock.css';

needTexts('lock');

/** Long enough for the next guarded screen to mount when the caregiver moves from one to another. */
const RELOCK_DELAY_MS = 1000;
let relock: ReturnType<typeof setTimeout> | null = null;

export function LockGate({ screen, children }: { screen: string; children: ReactNode }) {
  const { lock, unlocked } = useSyncExternalStore(subscribeLock, lockState);

  useEffect(() => {
    void loadLock();
    if (relock) clearTimeout(relock);
    relock = null;
    return () => {
      relock = setTimeout(lockAgain, RELOCK_DELAY_MS);
    };
  }, []);

  if (lock === 'unknown') return null;
  if (lock === 'set' && !unlocked) return <PinScreen screen={screen} />;
  return <>{children}</>;
}
