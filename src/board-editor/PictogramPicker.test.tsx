// The card dialog's ARASAAC section on recorded answers (tests/fixtures/arasaac): found, none, offline, and a
// failure with Try again — each said in words; a chosen pictogram is downloaded and handed over with its licence.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import arasaacAgua from '../../tests/fixtures/arasaac/br-agua.json';
import notFound from '../../tests/fixtures/arasaac/not-found.json';
import { renderInApp } from '@/components/test-utils';
import { needTexts } from '@/i18n/i18n';
import { forgetPictogramAnswers } from './pictogram-search';
import { PictogramPicker } from './PictogramPicker';

needTexts('boardEditor');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const png = () => new Response(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), { headers: { 'content-type': 'image/png' } });

beforeEach(forgetPictogramAnswers);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ARASAAC pictograms in the card dialog', () => {
  it('offers the word’s pictograms, credited, and a chosen one comes with its picture and licence', async () => {
    const fetcher = vi.fn(async (url: string) => (url.startsWith('https://api.arasaac.org/') ? json(arasaacAgua) : png()));
    vi.stubGlobal('fetch', fetcher);
    const onChoose = vi.fn();
    renderInApp(<PictogramPicker query="água" onChoose={onChoose} />, 'pt');
    const choices = await screen.findAllByRole('button', { name: /^água, pictograma \d+$/ });
    expect(choices).toHaveLength(arasaacAgua.length);
    expect(screen.getByRole('list', { name: 'Pictogramas ARASAAC para “água”' })).toBeTruthy();
    expect(screen.getByText(/Sergio Palao, ARASAAC/)).toBeTruthy();
    fireEvent.click(choices[0]!);
    await vi.waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(onChoose.mock.calls[0]![0].license).toMatchObject({ type: 'CC BY-NC-SA' });
    expect(fetcher).toHaveBeenCalledWith(`https://static.arasaac.org/pictograms/${arasaacAgua[0]!._id}/${arasaacAgua[0]!._id}_300.png`, expect.anything());
  });

  it('says when ARASAAC has none for the word', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(notFound, 404)));
    renderInApp(<PictogramPicker query="zzzz" onChoose={() => {}} />, 'en');
    expect(await screen.findByText('No ARASAAC pictogram for “zzzz”.')).toBeTruthy();
  });

  it('offline, asks nothing and says pictograms need a connection', async () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderInApp(<PictogramPicker query="juice" onChoose={() => {}} />, 'en');
    expect(await screen.findByText(/ARASAAC pictograms need an internet connection/)).toBeTruthy();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('a failing ARASAAC is said, and Try again asks again', async () => {
    const fetcher = vi.fn(async () => json({}, 503));
    vi.stubGlobal('fetch', fetcher);
    renderInApp(<PictogramPicker query="suco" onChoose={() => {}} />, 'pt');
    expect(await screen.findByText('O ARASAAC não respondeu. Os símbolos do app continuam funcionando.')).toBeTruthy();
    fetcher.mockImplementation(async () => json(arasaacAgua));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findAllByRole('button', { name: /^suco, pictograma \d+$/ })).toHaveLength(arasaacAgua.length);
  });
});
