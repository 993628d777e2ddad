import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/test-utils';
import { currentSpeechSettings, resetSpeechSettingsForTests, updateSpeechSettings } from '@/speech/settings';
import { listVoices } from '@/speech/providers/web-speech';
import { prepareSpeech, speak } from '@/speech/speech';
import { VoiceSection } from './VoiceSection';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

vi.mock('@/speech/speech', () => ({ speak: vi.fn(() => Promise.resolve()), prepareSpeech: vi.fn() }));
vi.mock('@/speech/providers/web-speech', () => ({ listVoices: vi.fn() }));

const VOICES = [
  { voiceURI: 'Luciana', name: 'Luciana', lang: 'pt-BR', localService: true, default: false },
  { voiceURI: 'Google português do Brasil', name: 'Google português do Brasil', lang: 'pt-BR', localService: false, default: false },
];

beforeEach(async () => {
  await emptyDatabaseForTest();
  resetSpeechSettingsForTests();
  vi.mocked(listVoices).mockResolvedValue(VOICES);
  vi.mocked(speak).mockClear();
});
afterEach(async () => {
  cleanup();
  await closeDatabaseAfterTest();
});

async function renderSection(lang: 'pt' | 'en' = 'pt') {
  renderInApp(<VoiceSection />, lang);
  await act(async () => {}); // the voice list arrives
}

describe('voice section', () => {
  it('offers automatic, each browser voice of the language, then the offline voice', async () => {
    await renderSection();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.querySelector('.choice-option__label')?.textContent)).toEqual([
      'Automática (melhor disponível)',
      'Luciana',
      'Google português do Brasil',
      'Voz offline do Aceno',
    ]);
    expect(screen.getByRole('radio', { name: /Automática/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Luciana/ }).closest('label')?.textContent).toContain('pt-BR · neste aparelho');
    expect(listVoices).toHaveBeenCalledWith('pt');
  });

  it('saves the chosen voice for the screen language only', async () => {
    await renderSection();
    fireEvent.click(screen.getByRole('radio', { name: /Luciana/ }));
    expect(currentSpeechSettings().voice).toEqual({ pt: 'Luciana', en: null, es: null });
    fireEvent.click(screen.getByRole('radio', { name: /Voz offline do Aceno/ }));
    expect(currentSpeechSettings().voice).toEqual({ pt: 'offline', en: null, es: null });
    fireEvent.click(screen.getByRole('radio', { name: /Automática/ }));
    expect(currentSpeechSettings().voice.pt).toBeNull();
  });

  it('shows a stored voice this device lacks as automatic, and says so', async () => {
    await updateSpeechSettings({ voice: { pt: 'Microsoft Maria' } });
    await renderSection();
    expect(screen.getByRole('radio', { name: /Automática/ })).toHaveProperty('checked', true);
    expect(screen.getByText('A voz escolhida antes não está neste aparelho. A automática será usada.')).toBeTruthy();
  });

  it('says when the browser has no voice and the offline one will speak', async () => {
    vi.mocked(listVoices).mockResolvedValue([]);
    await renderSection('en');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('This browser has no English voices. The Aceno offline voice will be used.');
  });

  it('changes the speed on the slider with its value visible and spoken', async () => {
    await renderSection();
    const slider = screen.getByRole('slider', { name: 'Velocidade da fala' });
    fireEvent.change(slider, { target: { value: '1.7' } });
    expect(currentSpeechSettings().rateMultiplier).toBe(1.7);
    expect(slider.getAttribute('aria-valuetext')).toBe('1,7 vezes a velocidade normal');
    expect(screen.getByText('1,7×')).toBeTruthy();
  });

  it('warms the voice for the sample and speaks it as a sentence in the screen language', async () => {
    await renderSection('en');
    const sample = 'Hello! This is the Aceno voice. I want water, please.';
    expect(prepareSpeech).toHaveBeenCalledWith([sample], { lang: 'en', kind: 'sentence' });
    fireEvent.click(screen.getByRole('button', { name: 'Test voice' }));
    expect(speak).toHaveBeenCalledWith(sample, { lang: 'en', kind: 'sentence' });
  });
});
