// Synthetic 478-point face-mesh frames for unit tests: eyes with a chosen aspect ratio, a head at a chosen
// position; only the landmarks the face modules read are placed, the others sit at the face centre.
import { EAR_INDICES, FACE_MESH_LANDMARKS, type Landmark } from './ear';

export interface SyntheticFace {
  /** Where the nose tip (landmark 1) is, normalised. */
  nose?: { x: number; y: number };
  /** EAR of each eye (the person's own left/right). */
  left?: number;
  right?: number;
  /** Eye width, normalised. */
  eyeWidth?: number;
}

/** Places one eye's six EAR points around a centre so that its EAR is exactly `ear` (with aspect 1). */
function placeEye(points: Landmark[], indices: readonly number[], cx: number, cy: number, width: number, ear: number): void {
  const [p1, p2, p3, p4, p5, p6] = indices;
  const half = (ear * width) / 2;
  const set = (i: number | undefined, x: number, y: number) => {
    if (i !== undefined) points[i] = { x, y, z: 0 };
  };
  set(p1, cx - width / 2, cy);
  set(p4, cx + width / 2, cy);
  set(p2, cx - width / 6, cy - half);
  set(p6, cx - width / 6, cy + half);
  set(p3, cx + width / 6, cy - half);
  set(p5, cx + width / 6, cy + half);
}

export function syntheticFace({ nose = { x: 0.5, y: 0.56 }, left = 0.47, right = 0.47, eyeWidth = 0.06 }: SyntheticFace = {}): Landmark[] {
  const points: Landmark[] = Array.from({ length: FACE_MESH_LANDMARKS }, () => ({ x: nose.x, y: nose.y - 0.05, z: 0 }));
  points[1] = { x: nose.x, y: nose.y, z: -0.05 };
  const eyeY = nose.y - 0.11;
  // In the camera image the person's right eye (33–133) is on the left.
  placeEye(points, EAR_INDICES.right, nose.x - 0.07, eyeY, eyeWidth, right);
  placeEye(points, EAR_INDICES.left, nose.x + 0.07, eyeY, eyeWidth, left);
  return points;
}
