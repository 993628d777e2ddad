import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/test-utils';
import { BoardNotice, SLOW_BOARD_MS } from './BoardNotice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a board still being read', () => {
  it('says so quietly, then, when the device does not answer, what happens and a way on', () => {
    const reload = vi.fn();
    renderInApp(<BoardNotice view={{ status: 'loading' }} reload={reload} />);
    expect(screen.getByRole('status').textContent).toBe('Carregando a prancha…');
    act(() => vi.advanceTimersByTime(SLOW_BOARD_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('A prancha está demorando para abrir');
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar a página' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
