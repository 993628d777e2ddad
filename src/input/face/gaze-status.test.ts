// @vitest-environment node
// The page's eye-gaze calibration state: one overlay at a time, dots versus score, calibrated once every dot is
// sampled, and uncalibrated again when the samples are cleared (Repeat, a new calibration).
import { describe, expect, it, vi } from 'vitest';
import { claimGazeCalibration, getGazeCalibration, subscribeGazeCalibration } from './gaze-status';
import { sessionGazeTarget } from './session';

describe('gaze calibration in this page', () => {
  it('lets one calibration hold it at a time and tells listeners each change', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeGazeCalibration(heard);
    const first = claimGazeCalibration()!;
    expect(getGazeCalibration()).toEqual({ calibrated: false, open: true, dots: false });
    expect(claimGazeCalibration()).toBeNull();

    first.phase('calibrating');
    expect(getGazeCalibration()).toEqual({ calibrated: false, open: true, dots: true });
    first.phase('validating');
    expect(getGazeCalibration()).toEqual({ calibrated: true, open: true, dots: true });
    first.phase('scored');
    expect(getGazeCalibration()).toEqual({ calibrated: true, open: true, dots: false });
    first.release();
    expect(getGazeCalibration()).toEqual({ calibrated: true, open: false, dots: false });
    expect(heard).toHaveBeenCalledTimes(5);

    // A released claim no longer speaks for the overlay, even when its overlay mounts again late.
    const second = claimGazeCalibration()!;
    first.hold();
    first.release();
    first.phase('calibrating');
    expect(getGazeCalibration()).toEqual({ calibrated: true, open: true, dots: false });

    // Clearing the samples (a new calibration begins) leaves the page uncalibrated.
    sessionGazeTarget.clear();
    expect(getGazeCalibration().calibrated).toBe(false);
    second.release();
    second.hold(); // an overlay mounting again (strict mode) holds it again
    expect(getGazeCalibration().open).toBe(true);
    second.release();
    expect(getGazeCalibration().open).toBe(false);
    unsubscribe();
  });
});
