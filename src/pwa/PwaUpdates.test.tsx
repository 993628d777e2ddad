import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullScreenCardProvider } from '@/components/fullscreen/FullScreenCardProvider';
import { renderInApp } from '@/components/test-utils';
import type { Lang } from '@/i18n/language';
import { createUpdatePrompt, QUIET_MS, type UpdatePrompt, type UpdateSource } from './update-prompt';

const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
const source: UpdateSource = {
  addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  messageSkipWaiting: vi.fn(),
};
const fire = (type: 'waiting' | 'controlling', event = { isUpdate: true }) => act(() => listeners.get(type)?.forEach((l) => l(event)));
let prompt: UpdatePrompt;

// The real prompt logic over a fake workbox; only the registration (a browser's service worker) is replaced.
vi.mock('./register', () => ({ registerServiceWorker: () => prompt }));
const { default: PwaUpdates } = await import('./PwaUpdates');

/** As in the app: inside the full-screen card's provider, whose card the update waits for. */
const renderNotice = (lang?: Lang) =>
  renderInApp(
    <FullScreenCardProvider>
      <PwaUpdates />
    </FullScreenCardProvider>,
    lang,
  );

beforeEach(() => {
  vi.useFakeTimers();
  listeners.clear();
  prompt = createUpdatePrompt({ source, quiet: { busy: () => false, subscribe: () => () => {} }, reload: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the new-version notice', () => {
  it('is absent on a normal load', () => {
    renderNotice();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('appears, announced, when a new version waits, with Update and Not now buttons', () => {
    renderNotice();
    fire('waiting');
    const notice = screen.getByRole('complementary', { name: 'Atualização do Aceno' });
    expect(notice.textContent).toContain('Nova versão disponível');
    expect(screen.getByRole('status').textContent).toBe('Nova versão disponível');
    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('in English; Update says it will switch once the speech ends, and switches when quiet', () => {
    renderNotice('en');
    fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('complementary', { name: 'Aceno update' }).textContent).toBe('Updating as soon as the speech ends…');
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    act(() => vi.advanceTimersByTime(QUIET_MS));
    expect(source.messageSkipWaiting).toHaveBeenCalled();
  });
});
