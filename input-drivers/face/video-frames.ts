// One callback per new camera frame, for the face engines: requestVideoFrameCallback where the browser has it
// (with the frame's capture time), else a check of the video's time on each display frame.
type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: (now: number, meta: { captureTime?: number; presentationTime?: number }) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/** Calls onVideoFrame once per new video frame (or display frame without rVFC); returns a cancel function. */
export function eachVideoFrame(video: VideoWithFrames, onVideoFrame: (at: number) => void): () => void {
  let handle = 0;
  let cancelled = false;
  if (video.requestVideoFrameCallback && video.cancelVideoFrameCallback) {
    const next = (now: number, meta: { captureTime?: number; presentationTime?: number }) => {
      if (cancelled) return;
      onVideoFrame(meta.captureTime ?? meta.presentationTime ?? now);
      handle = video.requestVideoFrameCallback!(next);
    };
    handle = video.requestVideoFrameCallback(next);
    return () => {
      cancelled = true;
      video.cancelVideoFrameCallback?.(handle);
    };
  }
  let lastTime = -1;
  const tick = () => {
    if (cancelled) return;
    if (video.currentTime !== lastTime) {
      lastTime = video.currentTime;
      onVideoFrame(performance.now());
    }
    handle = requestAnimationFrame(tick);
  };
  handle = requestAnimationFrame(tick);
  return () => {
    cancelled = true;
    cancelAnimationFrame(handle);
  };
}
