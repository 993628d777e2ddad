import { describe, expect, it } from 'vitest';
import en from '@/languages/en/texts/input';
import es from '@/languages/es/texts/input';
import pt from '@/languages/pt/texts/input';
import { describeBinding, isKnownKeyCode, sameInput } from './bindings';

describe('switch bindings', () => {
  it('knows the key codes a switch interface sends and rejects the rest', () => {
    for (const code of ['Space', 'Enter', 'F13', 'Digit1', 'Numpad5', 'KeyA', 'ArrowRight', 'MediaPlayPause']) {
      expect(isKnownKeyCode(code)).toBe(true);
    }
    for (const code of ['space', ' ', 'Key1', 'F25', 'BrowserBack', 'AudioVolumeUp', '']) expect(isKnownKeyCode(code)).toBe(false);
  });

  it('treats bindings to the same physical input as the same, whatever switch they drive', () => {
    expect(sameInput({ switchId: 'primary', kind: 'key', code: 'Space' }, { switchId: 'secondary', kind: 'key', code: 'Space' })).toBe(true);
    expect(sameInput({ switchId: 'primary', kind: 'key', code: 'Space' }, { switchId: 'primary', kind: 'key', code: 'Enter' })).toBe(false);
    expect(sameInput({ switchId: 'primary', kind: 'mouse', button: 0 }, { switchId: 'primary', kind: 'gamepad', button: 0 })).toBe(false);
    expect(sameInput({ switchId: 'primary', kind: 'gamepad', button: 1 }, { switchId: 'secondary', kind: 'gamepad', button: 1, pad: 2 })).toBe(true);
    expect(sameInput({ switchId: 'primary', kind: 'gamepad', button: 1, pad: 0 }, { switchId: 'secondary', kind: 'gamepad', button: 1, pad: 2 })).toBe(false);
  });

  it('names bindings in each language, from its texts', () => {
    expect(describeBinding({ switchId: 'primary', kind: 'key', code: 'Space' }, es.bindingNames)).toBe('Espacio');
    expect(describeBinding({ switchId: 'primary', kind: 'gamepad', button: 0 }, es.bindingNames)).toBe('Cualquier control, botón 1');
    expect(describeBinding({ switchId: 'primary', kind: 'key', code: 'Space' }, pt.bindingNames)).toBe('Espaço');
    expect(describeBinding({ switchId: 'primary', kind: 'key', code: 'KeyQ' }, en.bindingNames)).toBe('Q');
    expect(describeBinding({ switchId: 'primary', kind: 'key', code: 'Numpad4' }, pt.bindingNames)).toBe('Teclado numérico 4');
    expect(describeBinding({ switchId: 'primary', kind: 'key', code: 'F13' }, en.bindingNames)).toBe('F13');
    expect(describeBinding({ switchId: 'primary', kind: 'mouse', button: 2 }, en.bindingNames)).toBe('Right mouse button');
    expect(describeBinding({ switchId: 'primary', kind: 'gamepad', button: 0 }, pt.bindingNames)).toBe('Qualquer controle, botão 1');
    expect(describeBinding({ switchId: 'primary', kind: 'gamepad', button: 3, pad: 1 }, en.bindingNames)).toBe('Gamepad 2, button 4');
  });
});
