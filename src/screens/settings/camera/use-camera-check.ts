// The camera check's React state: start and stop one camera run at a time (a late start after a stop is
// undone), and stop the camera when the screen goes away.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { runCameraCheck, type CheckState } from './camera-session';

export type { CheckState };

export function useCameraCheck(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CheckState>({ phase: 'off' });
  const stopRef = useRef<(() => void) | undefined>(undefined);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    stopRef.current?.();
    stopRef.current = undefined;
    setState({ phase: 'off' });
  }, []);

  const start = useCallback(async () => {
    const element = video.current;
    if (!element) return;
    const id = ++run.current;
    setState({ phase: 'loading', progress: 0 });
    const wanted = () => id === run.current;
    await runCameraCheck(element, (next) => wanted() && setState(next), wanted, (stopRun) => (stopRef.current = stopRun));
  }, [video]);

  useEffect(
    () => () => {
      run.current += 1;
      stopRef.current?.();
    },
    [],
  );

  return { state, start, stop };
}
