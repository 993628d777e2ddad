// Eye aspect ratio (EAR) per eye from the 478 MediaPipe face-mesh landmarks: the blink signal.
// Pure geometry; the camera driver turns each frame into one EAR sample for machines/blink.ts.

/** One face-mesh landmark, normalised to the camera frame (x, y in 0..1; z relative depth). */
export interface Landmark {
  x: number;
  y: number;
  z?: number;
}

/**
 * The six EAR points per eye, in the order p1..p6 of Soukupová & Čech (2016): outer/inner corner, two upper lid
 * points, the other corner, two lower lid points; p2–p6 and p3–p5 are vertical pairs. Named like MediaPipe's
 * FACEMESH_LEFT_EYE / FACEMESH_RIGHT_EYE: the person's own eyes, so 33–133 is the right eye (image left).
 */
export const EAR_INDICES = {
  right: [33, 160, 158, 133, 153, 144],
  left: [362, 385, 387, 263, 373, 380],
} as const;

export const FACE_MESH_LANDMARKS = 478;

function dist(a: Landmark, b: Landmark, aspect: number): number {
  return Math.hypot((a.x - b.x) * aspect, a.y - b.y);
}

/**
 * EAR = (|p2−p6| + |p3−p5|) / (2·|p1−p4|). On the test face with aspect 4/3: 0.30–0.38 open, 0.02–0.08 closed
 * (without the aspect, as if the frame were square, open reads 0.42–0.45).
 * aspect = frame width / height, so normalised x and y are measured in the same unit (4/3 for 640x480).
 * NaN when a point is missing or the eye has no width.
 */
export function eyeAspectRatio(landmarks: readonly Landmark[], indices: readonly number[], aspect = 1): number {
  const p = indices.map((i) => landmarks[i]);
  const [p1, p2, p3, p4, p5, p6] = p;
  if (!p1 || !p2 || !p3 || !p4 || !p5 || !p6) return NaN;
  const width = dist(p1, p4, aspect);
  if (!(width > 0)) return NaN;
  return (dist(p2, p6, aspect) + dist(p3, p5, aspect)) / (2 * width);
}

/** Both eyes' EAR for one frame; NaN for both when there is no face (an empty or short landmark list). */
export function eyeAspectRatios(landmarks: readonly Landmark[] | null | undefined, aspect = 1): { left: number; right: number } {
  if (!landmarks || landmarks.length < FACE_MESH_LANDMARKS - 10) return { left: NaN, right: NaN };
  return { left: eyeAspectRatio(landmarks, EAR_INDICES.left, aspect), right: eyeAspectRatio(landmarks, EAR_INDICES.right, aspect) };
}
