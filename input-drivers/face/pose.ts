// The head's rotation from the Face Landmarker's facial transformation matrix (4×4, column-major, camera space:
// x to the image's right, y up, z towards the camera; the image is not mirrored, so the person's left is the
// image's right). The face looks along its model's +z and its top is its model's +y.
import type { HeadPose } from './engine';

const DEG = 180 / Math.PI;

/** Yaw, pitch and roll in degrees, or null for a matrix that is not 4×4 or not a rotation. */
export function headPose(matrix: { rows: number; columns: number; data: ArrayLike<number> } | undefined): HeadPose | null {
  if (!matrix || matrix.rows !== 4 || matrix.columns !== 4 || matrix.data.length < 16) return null;
  const d = matrix.data;
  const column = (j: number) => {
    const [x, y, z] = [d[j * 4]!, d[j * 4 + 1]!, d[j * 4 + 2]!];
    const length = Math.hypot(x, y, z);
    return length > 1e-9 && Number.isFinite(length) ? { x: x / length, y: y / length, z: z / length } : null;
  };
  const forward = column(2);
  const up = column(1);
  if (!forward || !up) return null;
  // The tilt is measured around the face's own forward axis: against the level right (world up × forward) and the
  // level up (forward × level right), so a turned head that is not tilted reads no tilt.
  const level = Math.hypot(forward.z, forward.x) || 1;
  const right = { x: forward.z / level, y: 0, z: -forward.x / level };
  const levelUp = { x: forward.y * right.z, y: forward.z * right.x - forward.x * right.z, z: -forward.y * right.x };
  const dot = (a: typeof up, b: typeof up) => a.x * b.x + a.y * b.y + a.z * b.z;
  return {
    yaw: Math.atan2(forward.x, forward.z) * DEG,
    pitch: Math.atan2(forward.y, Math.hypot(forward.x, forward.z)) * DEG,
    roll: Math.atan2(dot(up, right), dot(up, levelUp)) * DEG,
  };
}
