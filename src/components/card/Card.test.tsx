import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { LONG_PRESS_MS } from './use-long-press';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function hold(button: HTMLElement, ms: number) {
  fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 });
  act(() => vi.advanceTimersByTime(ms));
  fireEvent.pointerUp(button, { pointerType: 'touch', button: 0 });
  fireEvent.click(button);
}

describe('Card', () => {
  it('is a button named by its label that selects on a tap', () => {
    const onSelect = vi.fn();
    render(<Card label="Água" symbol="💧" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Água' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('long press (1 s) calls onLongPress, and the click ending it does not also select', () => {
    const onSelect = vi.fn();
    const onLongPress = vi.fn();
    render(<Card label="Cabeça" onSelect={onSelect} onLongPress={onLongPress} />);
    const button = screen.getByRole('button', { name: 'Cabeça' });
    hold(button, LONG_PRESS_MS);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
    // The next ordinary tap selects again.
    hold(button, 100);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('a press shorter than 1 s is a tap, and leaving the card cancels the hold', () => {
    const onSelect = vi.fn();
    const onLongPress = vi.fn();
    render(<Card label="Dor" onSelect={onSelect} onLongPress={onLongPress} />);
    const button = screen.getByRole('button', { name: 'Dor' });
    hold(button, LONG_PRESS_MS - 1);
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 });
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('gives a label over 11 characters the smaller text class', () => {
    render(
      <>
        <Card label="Água" />
        <Card label="Cachorrinhos" />
      </>,
    );
    expect(screen.getByText('Água').className).not.toContain('card__label--small');
    expect(screen.getByText('Cachorrinhos').className).toContain('card__label--small');
  });

  it('shows an address as a decorative lazy image and a missing symbol as the note emoji', () => {
    const { container } = render(
      <>
        <Card label="Janela" symbol="/symbols/window.svg" />
        <Card label="Nada" />
      </>,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/symbols/window.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('button', { name: 'Janela' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nada' }).textContent).toContain('🗒️');
  });

  it('draws a card of words only (no picture in its board file) with its words alone, no stand-in picture', () => {
    render(<Card label="talvez" symbol={null} />);
    const button = screen.getByRole('button', { name: 'talvez' });
    expect(button.textContent).toBe('talvez');
    expect(button.querySelector('img')).toBeNull();
    expect(button.className).toContain('card--words');
  });

  it('uses readable text on a coloured card and can be uppercased', () => {
    render(
      <>
        <Card label="Sol" color="#fde047" uppercase />
        <Card label="Mar" color="#1d4ed8" />
      </>,
    );
    const sun = screen.getByRole('button', { name: 'Sol' });
    expect(sun.style.backgroundColor).toBe('rgb(253, 224, 71)');
    expect(sun.style.color).toBe('rgb(0, 0, 0)');
    expect(sun.className).toContain('card--uppercase');
    expect(screen.getByRole('button', { name: 'Mar' }).style.color).toBe('rgb(255, 255, 255)');
  });
});

describe('CardGrid', () => {
  it('lists every card as a list item', () => {
    const onSelect = vi.fn();
    render(
      <CardGrid
        label="Necessidades"
        cards={[
          { id: 'agua', label: 'Água', symbol: '💧', onSelect },
          { id: 'comida', label: 'Comida', symbol: '🍽️' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Necessidades' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Água' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
