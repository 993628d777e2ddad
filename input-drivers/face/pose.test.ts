// The head pose read from a transformation matrix: each turn of the head gives its own angle with the right sign.
import { describe, expect, it } from 'vitest';
import { headPose } from './pose';

const rad = (deg: number) => (deg * Math.PI) / 180;
type M3 = number[][];
const times = (a: M3, b: M3): M3 => a.map((row) => b[0]!.map((_, j) => row.reduce((sum, v, k) => sum + v * b[k]![j]!, 0)));
const aboutY = (a: number): M3 => [[Math.cos(a), 0, Math.sin(a)], [0, 1, 0], [-Math.sin(a), 0, Math.cos(a)]];
const aboutX = (a: number): M3 => [[1, 0, 0], [0, Math.cos(a), -Math.sin(a)], [0, Math.sin(a), Math.cos(a)]];
const aboutZ = (a: number): M3 => [[Math.cos(a), -Math.sin(a), 0], [Math.sin(a), Math.cos(a), 0], [0, 0, 1]];

/** A 4×4 column-major matrix from a rotation, a scale and a translation (as the engine gives them). */
function matrix(r: M3, scale = 1, t = [0, 0, -40]) {
  const data: number[] = [];
  for (let j = 0; j < 4; j += 1) for (let i = 0; i < 4; i += 1) data.push(j === 3 ? (i === 3 ? 1 : t[i]!) : i === 3 ? 0 : r[i]![j]! * scale);
  return { rows: 4, columns: 4, data };
}

describe('headPose', () => {
  it('is level for a face looking at the camera, whatever its distance and size', () => {
    const pose = headPose(matrix(aboutY(0), 1.3, [2, -1, -60]))!;
    expect(pose.yaw).toBeCloseTo(0);
    expect(pose.pitch).toBeCloseTo(0);
    expect(pose.roll).toBeCloseTo(0);
  });

  it('reads a turn, a nod and a tilt each on its own axis', () => {
    // Turning to the person's left points the nose to the image's right (+x): a rotation about y by +20°.
    const turned = headPose(matrix(aboutY(rad(20))))!;
    expect(turned.yaw).toBeCloseTo(20);
    expect(Math.abs(turned.pitch) + Math.abs(turned.roll)).toBeLessThan(1e-6);
    // Looking up tips the forward axis to +y: a rotation about x by −15°.
    const up = headPose(matrix(aboutX(rad(-15))))!;
    expect(up.pitch).toBeCloseTo(15);
    expect(Math.abs(up.yaw) + Math.abs(up.roll)).toBeLessThan(1e-6);
    // Tilting to the person's left moves the top of the head to the image's right: about z by −25°.
    const tilted = headPose(matrix(aboutZ(rad(-25))))!;
    expect(tilted.roll).toBeCloseTo(25);
    expect(Math.abs(tilted.yaw) + Math.abs(tilted.pitch)).toBeLessThan(1e-6);
  });

  it('keeps the turn and the tilt apart when both happen', () => {
    const pose = headPose(matrix(times(aboutY(rad(-30)), aboutZ(rad(10)))))!;
    expect(pose.yaw).toBeCloseTo(-30, 0);
    expect(pose.roll).toBeCloseTo(-10, 0);
  });

  it('gives null for what is not a rotation matrix', () => {
    expect(headPose(undefined)).toBeNull();
    expect(headPose({ rows: 3, columns: 3, data: [1, 0, 0, 0, 1, 0, 0, 0, 1] })).toBeNull();
    expect(headPose({ rows: 4, columns: 4, data: new Array(16).fill(0) })).toBeNull();
    expect(headPose({ rows: 4, columns: 4, data: new Array(16).fill(Number.NaN) })).toBeNull();
  });
});
