import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test-utils';
import { TOAST_DURATION_MS } from './context';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

let api: ReturnType<typeof useToast>;
function Grab() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  }, [toast]);
  return null;
}

function setup() {
  renderInApp(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  return {
    show: (toast: ToastOptions) => act(() => api.show(toast)),
    region: () => screen.getByRole('region', { name: 'Notificações (F8)' }),
    toastItem: (title: string) => [...document.querySelectorAll('.toast')].find((li) => li.querySelector('.toast__title')?.textContent === title),
    titles: () => within(screen.getByRole('region', { name: 'Notificações (F8)' })).queryAllByRole('listitem').map((li) => li.querySelector('.toast__title')?.textContent),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps at most 3 visible, the oldest going first', () => {
    const { show, titles } = setup();
    for (const title of ['um', 'dois', 'três', 'quatro']) show({ title });
    expect(titles()).toEqual(['dois', 'três', 'quatro']);
  });

  it('dismisses itself after 4000 ms, or its own duration', () => {
    const { show, titles } = setup();
    show({ title: 'curto' });
    show({ title: 'longo', durationMs: 10_000 });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(titles()).toEqual(['curto', 'longo']);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual(['longo']);
    act(() => vi.advanceTimersByTime(6_000));
    expect(titles()).toEqual([]);
  });

  it('waits while the pointer is on it', () => {
    const { show, titles, toastItem } = setup();
    show({ title: 'lendo' });
    const toast = toastItem('lendo') as HTMLElement;
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(titles()).toEqual(['lendo']);
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(1_100));
    expect(titles()).toEqual([]);
  });

  it('has a named close button that removes it', () => {
    const { show, titles } = setup();
    show({ title: 'Copiado', description: 'contato@aceno.app' });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(titles()).toEqual([]);
  });

  it('announces politely, and destructive ones assertively, styled red', () => {
    const { show, toastItem } = setup();
    show({ title: 'Copiado', description: 'ok' });
    expect(screen.getByRole('status').textContent).toBe('Copiado. ok');
    show({ title: 'Erro', description: 'Não foi possível', variant: 'destructive' });
    expect(screen.getByRole('alert').textContent).toBe('Erro. Não foi possível');
    expect(toastItem('Erro')?.className).toContain('toast--destructive');
  });

  it('enlarges the celebration variant', () => {
    const { show, toastItem } = setup();
    show({ title: 'Parabéns!', variant: 'celebration' });
    expect(toastItem('Parabéns!')?.className).toContain('toast--celebration');
  });

  it('F8 moves focus to the notification region', () => {
    const { region } = setup();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(region());
  });
});
