// Which input drivers are running, on <html data-input-drivers="keys dwell">: each driver's part of the runtime loads
// on its own, and a caregiver's check (or a test) can tell that dwell or scanning is listening now.
import { useEffect } from 'react';

export type DriverName = 'keys' | 'scan' | 'dwell' | 'face';

export function useDriverMark(name: DriverName, on = true): void {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    const names = () => new Set((root.dataset.inputDrivers ?? '').split(' ').filter(Boolean));
    const add = names().add(name);
    root.dataset.inputDrivers = [...add].join(' ');
    return () => {
      const left = names();
      left.delete(name);
      if (left.size > 0) root.dataset.inputDrivers = [...left].join(' ');
      else delete root.dataset.inputDrivers;
    };
  }, [name, on]);
}
