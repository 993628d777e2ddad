// @vitest-environment node
// The face engine's build files: the model is refused unless its SHA-256 is the published one, and the package's
// usage logger is cut out of the real bundle (so the app never posts to Google).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedModel, MODEL_SHA256, withoutTelemetry } from './face-landmarker-plugin';

const MODEL = new URL('../models/face_landmarker.task', import.meta.url).pathname;
const BUNDLE = new URL('../node_modules/@mediapipe/tasks-vision/vision_bundle.mjs', import.meta.url).pathname;

describe('the face landmarker files', () => {
  it('takes the project’s model and refuses a copy with one byte changed', () => {
    expect(checkedModel(MODEL).length).toBe(3_758_596);
    const changed = readFileSync(MODEL);
    changed.writeUInt8(changed.readUInt8(1000) ^ 1, 1000);
    const path = join(mkdtempSync(join(tmpdir(), 'aceno-model-')), 'face_landmarker.task');
    writeFileSync(path, changed);
    expect(() => checkedModel(path)).toThrow(MODEL_SHA256);
  });

  it('cuts the usage logger’s request out of the package bundle, and fails loudly on a bundle it does not know', () => {
    const bundle = readFileSync(BUNDLE, 'utf8');
    expect(bundle).toContain('fetch(t.url');
    const stripped = withoutTelemetry(bundle);
    expect(stripped).not.toMatch(/\.send\(\{url:"https:\/\/odml/);
    expect(stripped).not.toContain('odml.pa.googleapis.com');
    // The logger's success callback is still called (its queue empties), and nothing is fetched.
    expect(stripped).toContain('((request,sent)=>sent?.())({url:"",cb:"POST"');
    expect(() => withoutTelemetry(bundle.replace('odml.pa.googleapis.com', 'example.org'))).toThrow(/found 0/);
  });
});
