// The runtime never leaves a page deaf: a storage that does not answer still gives the keys, on the default profile.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InputRuntime, { PROFILE_WAIT_MS } from './InputRuntime';
import { profileStore } from './profile/store';
import type * as Store from '@/storage/store';

let answer: ((value: unknown) => void) | null = null;
vi.mock('@/storage/store', async (original) => ({
  ...(await original<typeof Store>()),
  // A database stuck opening: the read answers only when the test says so.
  readSetting: vi.fn(() => new Promise((resolve) => (answer = resolve))),
}));

const listening = () => (document.documentElement.dataset.inputDrivers ?? '').split(' ');

afterEach(() => {
  vi.useRealTimers();
  profileStore.resetForTests();
  answer = null;
});

describe('the input runtime while the storage does not answer', () => {
  it('starts the keys on the default profile after a short wait, and takes the saved profile when it arrives', async () => {
    vi.useFakeTimers();
    const view = render(<InputRuntime />);
    expect(listening()).not.toContain('keys');
    await act(async () => vi.advanceTimersByTimeAsync(PROFILE_WAIT_MS));
    expect(listening()).toContain('keys');
    // The saved profile turns the keys off (a family's choice): it wins once read.
    const saved = structuredClone(profileStore.get());
    saved.keyboard.enabled = false;
    await act(async () => answer?.(saved));
    expect(listening()).not.toContain('keys');
    view.unmount();
  });
});
