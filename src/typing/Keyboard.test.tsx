import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/components/test-utils';
import { needTexts } from '@/i18n/i18n';
import { labelOf } from '@/input/targets';
import { Keyboard } from './Keyboard';
import { keyRows } from './layouts';

needTexts('typing');
afterEach(cleanup);

// Auditory scanning says each highlighted key by its accessible name (`labelOf`): a scanning user who cannot see the
// keys well hears "a", "espaço", never the key's face alone ("␣", "123").
describe('the on-screen keyboard, heard', () => {
  it.each([
    ['pt', 'espaço', '123 números e sinais'],
    ['en', 'space', '123 numbers and signs'],
  ] as const)('names each key in %s as auditory scanning says it', (lang, space, numbers) => {
    const { container } = renderInApp(<Keyboard rows={keyRows('frequency', lang, 'letters')} onChar={() => {}} onPage={() => {}} label="Teclado" />, lang);
    const heard = [...container.querySelectorAll<HTMLElement>('button')].map(labelOf);
    expect(heard).toContain(space);
    expect(heard).toContain(numbers);
    expect(heard).toContain('a');
    // Every letter is heard as its lower-case letter, and no key is silent.
    for (const key of heard) expect(key.length).toBeGreaterThan(0);
    expect(heard.filter((name) => name.length === 1).every((name) => name === name.toLowerCase())).toBe(true);
  });
});
