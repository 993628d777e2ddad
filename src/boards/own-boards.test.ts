import { beforeEach, describe, expect, it } from 'vitest';
import { OWN_BOARDS_KEY, markAllOwn, markBuiltinBoard, markOwnBoard, ownBoards } from './own-boards';

beforeEach(() => localStorage.clear());

describe('the note of built-in boards changed on this device', () => {
  it('keeps each changed built-in board once, and forgets one found as built again', () => {
    markOwnBoard('builtin-dynamic');
    markOwnBoard('builtin-dynamic');
    markOwnBoard('builtin-needs');
    expect(localStorage.getItem(OWN_BOARDS_KEY)).toBe('builtin-dynamic builtin-needs');
    markBuiltinBoard('builtin-dynamic');
    expect([...ownBoards()]).toEqual(['builtin-needs']);
  });

  it('never notes a family’s own board (no page is written with it)', () => {
    markOwnBoard('3f1c2a9e-board');
    expect(localStorage.getItem(OWN_BOARDS_KEY)).toBeNull();
  });

  it('after a restore every given board counts as changed until read', () => {
    markAllOwn(['builtin-dynamic', 'builtin-needs']);
    expect(ownBoards()).toEqual(new Set(['builtin-dynamic', 'builtin-needs']));
  });

  it('reads garbage as nothing changed, ignoring over-long ids', () => {
    localStorage.setItem(OWN_BOARDS_KEY, `  builtin-needs   ${'x'.repeat(500)} `);
    expect(ownBoards()).toEqual(new Set(['builtin-needs']));
  });
});
