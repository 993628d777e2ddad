// The professional signed in on this page, as React state: read once from the device, then kept current by sign-in
// and sign-out. The guard (ProfessionalGate) waits for the first read before it decides.
import { useEffect, useSyncExternalStore } from 'react';
import { currentProfessional, signOut as endSession, type Professional } from './account';

export type SessionState = { status: 'loading' } | { status: 'out' } | { status: 'in'; professional: Professional };

let state: SessionState = { status: 'loading' };
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

export function refreshSession(): Promise<void> {
  reading = currentProfessional()
    .catch(() => null)
    .then((professional) => publish(professional ? { status: 'in', professional } : { status: 'out' }));
  return reading;
}

export function signedIn(professional: Professional): void {
  publish({ status: 'in', professional });
}

export async function signOut(): Promise<void> {
  await endSession();
  publish({ status: 'out' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSession(): SessionState {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (!reading) void refreshSession();
  }, []);
  return current;
}
