import { afterEach, describe, expect, it } from 'vitest';
import { collectTargets, labelOf, pointerTarget, rowsOf, topLayer } from './targets';

const visible = (element: HTMLElement) => !element.closest('[data-test-hidden]');

function place(element: HTMLElement, top: number, height = 40) {
  element.getBoundingClientRect = () => ({ top, height, left: 0, right: 0, bottom: top + height, width: 0, x: 0, y: top, toJSON: () => ({}) });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('input targets', () => {
  it('collects enabled controls of the page in reading order, skipping disabled, hidden and marked ones', () => {
    document.body.innerHTML = `
      <a class="skip" href="#main" data-input-skip>skip</a>
      <header><button id="lang">English</button><button disabled>off</button></header>
      <main><a id="card1" href="/x" data-choice>Figuras</a><div hidden><button>gone</button></div>
      <button id="card2" data-choice>Dinâmico</button><span data-test-hidden><button>invisible</button></span>
      <input type="hidden" /><input id="field" /></main>`;
    const { all, choices, layer } = collectTargets(document, visible);
    expect(layer).toBe(document.body);
    expect(all.map((e) => e.id)).toEqual(['lang', 'card1', 'card2', 'field']);
    expect(choices.map((e) => e.id)).toEqual(['card1', 'card2']);
  });

  it('puts a part marked to come first before the rest, keeping the order within each', () => {
    document.body.innerHTML = `<header><a id="back" href="/">Voltar</a></header><main><div data-scan-first>
      <button id="s1">quero</button><button id="k1">a</button></div><button id="options">Opções</button></main>`;
    expect(collectTargets(document, visible).all.map((e) => e.id)).toEqual(['s1', 'k1', 'back', 'options']);
  });

  it('lets an open modal capture input, and a modal with no controls is its own target', () => {
    document.body.innerHTML = `<main><button>behind</button></main>
      <div role="dialog" aria-modal="true" id="first"><button id="ok">Entendi</button></div>`;
    expect(topLayer(document, visible).id).toBe('first');
    expect(collectTargets(document, visible).all.map((e) => e.id)).toEqual(['ok']);

    document.body.innerHTML = `<main><button>behind</button></main><div role="dialog" aria-modal="true" id="card">Água</div>`;
    expect(collectTargets(document, visible).all.map((e) => e.id)).toEqual(['card']);
  });

  it('falls back to every target as a choice when the screen marks none', () => {
    document.body.innerHTML = `<button id="a">A</button><button id="b">B</button>`;
    expect(collectTargets(document, visible).choices.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('groups targets into rows by their position', () => {
    const elements = [0, 2, 0, 100, 101, 103, 250].map((top) => {
      const b = document.createElement('button');
      place(b, top);
      return b;
    });
    expect(rowsOf(elements)).toEqual([3, 3, 1]);
  });

  it('reads the label a screen reader would', () => {
    document.body.innerHTML = `<span id="t">Quero  água</span><button id="a" aria-labelledby="t">x</button>
      <button id="b" aria-label="Fechar">✕</button><a id="c" href="#"> Sobre
      nós </a><button id="d">quero<span aria-hidden="true">F2</span></button>`;
    // A suggestion's key hint (F2) is hidden from readers: auditory scanning says the word alone.
    expect(['a', 'b', 'c', 'd'].map((id) => labelOf(document.getElementById(id) as HTMLElement))).toEqual(['Quero água', 'Fechar', 'Sobre nós', 'quero']);
  });

  it('never lets a pointer press the controls that stop the camera, and answers only the pause control while resting', () => {
    document.body.innerHTML = `<button id="card">Água</button><button id="stop" data-dwell-skip><span id="icon">⏹️</span>Parar câmera</button>
      <button id="pause" data-input-pause>Pausar</button>`;
    const targets = collectTargets(document, () => true);
    const at = (id: string) => {
      const hit = document.getElementById(id)!;
      document.elementFromPoint = () => hit;
      return pointerTarget(targets, 1, 1);
    };
    expect(at('card')).toBe(0);
    expect(at('stop')).toBeNull();
    expect(at('icon')).toBeNull();
    document.elementFromPoint = () => document.getElementById('card');
    expect(pointerTarget(targets, 1, 1, true)).toBeNull();
    document.elementFromPoint = () => document.getElementById('pause');
    expect(pointerTarget(targets, 1, 1, true)).toBe(2);
  });
});

