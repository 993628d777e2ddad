// Recording a new switch from the settings screen: the capture driver listens for the press while the input runtime
// is told to leave every command alone (its capturing state), so that press is the answer, never a selection.
import { startSwitchCapture, type CaptureOptions } from '@input-drivers/capture';
import { beginCapture } from './runtime';

export type { CapturedInput } from '@input-drivers/capture';
export { toBinding } from '@input-drivers/capture';

/** Captures one press; the returned function stops (the runtime resumes as it was). */
export function captureSwitch(options: CaptureOptions): () => void {
  const endCapture = beginCapture();
  const stopDriver = startSwitchCapture(options);
  return () => {
    stopDriver();
    endCapture();
  };
}
