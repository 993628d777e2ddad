// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lensAround, magnified, MAGNIFIER_BAR_PX, MAGNIFIER_SCALE, opensLens, throughLens } from './lens';

const phone = { width: 390, height: 844 };
const key = (left: number, top: number) => ({ left, top, width: 36, height: 44 });

describe('the magnifier’s lens', () => {
  it('enlarges the area around the chosen point to fill the window below the close bar', () => {
    const lens = lensAround(195, 600, phone);
    expect(lens.view).toEqual({ left: 0, top: MAGNIFIER_BAR_PX, width: 390, height: 844 - MAGNIFIER_BAR_PX });
    expect(lens.region.width).toBeCloseTo(390 / MAGNIFIER_SCALE);
    expect(lens.region.height).toBeCloseTo((844 - MAGNIFIER_BAR_PX) / MAGNIFIER_SCALE);
    // Centred on the point.
    expect(lens.region.left + lens.region.width / 2).toBeCloseTo(195);
    expect(lens.region.top + lens.region.height / 2).toBeCloseTo(600);
  });

  it('stays inside the window near its edges (a key in the corner is still enlarged, not half off screen)', () => {
    const lens = lensAround(5, 840, phone);
    expect(lens.region.left).toBe(0);
    expect(lens.region.top + lens.region.height).toBeCloseTo(844);
  });

  it('a key under the point is drawn 3× as big, and a key outside the area not at all', () => {
    const lens = lensAround(195, 600, phone);
    const at = throughLens(key(177, 578), lens)!;
    expect(at.width).toBeCloseTo(36 * MAGNIFIER_SCALE);
    expect(at.height).toBeCloseTo(44 * MAGNIFIER_SCALE);
    // In the middle of the view, where the eyes already are.
    expect(at.left + at.width / 2).toBeCloseTo(195);
    expect(throughLens(key(0, 100), lens)).toBeNull();
  });

  it('shows only targets of which enough is inside the area to aim at', () => {
    const lens = lensAround(195, 600, phone);
    const { region } = lens;
    const cutThin = { left: region.left + region.width - 5, top: 590, width: 36, height: 44 }; // 5 px inside: 15 px drawn
    const cutWide = { left: region.left + region.width - 20, top: 590, width: 36, height: 44 }; // 20 px inside: 60 px drawn
    const shown = magnified([key(177, 578), null, cutThin, cutWide], lens).map(({ index }) => index);
    expect(shown).toEqual([0, 3]);
  });

  it('opens for small targets on auto, for any on always, never when off', () => {
    const card = { left: 0, top: 0, width: 180, height: 160 };
    expect(opensLens('auto', key(0, 0))).toBe(true);
    expect(opensLens('auto', card)).toBe(false);
    expect(opensLens('always', card)).toBe(true);
    expect(opensLens('off', key(0, 0))).toBe(false);
    expect(opensLens('always', { left: 0, top: 0, width: 0, height: 0 })).toBe(false);
  });
});
