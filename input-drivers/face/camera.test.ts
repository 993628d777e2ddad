// The camera helper's failure mapping and the getUserMedia constraints the face engine expects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_CONSTRAINTS, cameraFailure, openCamera } from './camera';

const fail = (name: string) => new DOMException('no', name);

describe('openCamera', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('maps refusals, missing devices and the rest to the three reasons', () => {
    expect(cameraFailure(fail('NotAllowedError'))).toBe('denied');
    expect(cameraFailure(fail('SecurityError'))).toBe('denied');
    expect(cameraFailure(fail('NotFoundError'))).toBe('missing');
    expect(cameraFailure(fail('OverconstrainedError'))).toBe('missing');
    expect(cameraFailure(fail('NotReadableError'))).toBe('failed');
    expect(cameraFailure('weird')).toBe('failed');
  });

  it('asks for the user-facing 640x480 camera and stops every track', async () => {
    const track = { stop: vi.fn() };
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [track, track] });
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
    const camera = await openCamera();
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS.video).toMatchObject({ width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' });
    if (!camera.ok) throw new Error('expected a camera');
    camera.stop();
    expect(track.stop).toHaveBeenCalledTimes(2);
  });

  it('reports a refusal and a browser without getUserMedia', async () => {
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(fail('NotAllowedError')) } });
    expect(await openCamera()).toMatchObject({ ok: false, reason: 'denied' });
    vi.stubGlobal('navigator', {});
    expect(await openCamera()).toMatchObject({ ok: false, reason: 'missing' });
  });
});
