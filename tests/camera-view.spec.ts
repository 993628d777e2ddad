// What the camera panel says when it cannot see the face well, and when the camera stops mid-use (issue 36): a room
// too dark, a face too far, both said in the panel and gone once the view is fine; a camera lost mid-use says so,
// what still works and how to resume. The real face engine tracks a steerable face; the test dims the light, moves
// the face away and ends the camera's track.
import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { openAsReturning } from './helpers/input';
import { installSteerableCamera, setFace } from './helpers/steerable-camera';

test('pt: too dark, then too far, said in the camera panel; the camera lost mid-use says what still works', async ({ page }) => {
  test.setTimeout(90_000);
  await installSteerableCamera(page);
  await openAsReturning(page, '/configuracoes');
  const section = page.getByRole('region', { name: 'Testar câmera' });
  await section.getByRole('button', { name: 'Iniciar câmera' }).click();
  await section.getByRole('button', { name: 'Ativar rastreamento' }).click();
  const status = section.getByRole('status');
  await expect(status).toContainText('Rosto detectado', { timeout: 30_000 });
  await expect(status).not.toContainText('escuro');

  await setFace(page, { dim: 0.85 });
  await expect(status).toContainText('Está escuro demais para ver o rosto: acenda uma luz de frente para ele.');
  await setFace(page, { dim: 0, scale: 0.45 });
  await expect(status).toContainText('O rosto está longe da câmera: chegue mais perto.', { timeout: 15_000 });
  await expectAccessible(page, 'camera panel: face too far');
  await setFace(page, { scale: 1 });
  await expect(status).toContainText('Rosto detectado');
  await expect(status).not.toContainText('longe');

  // The camera is lost (unplugged, taken by another app): its track ends by itself.
  await page.evaluate(() => {
    const stream = document.querySelector<HTMLVideoElement>('video[data-camera-engine]')?.srcObject;
    if (stream instanceof MediaStream) for (const track of stream.getVideoTracks()) track.dispatchEvent(new Event('ended'));
  });
  await expect(section.getByRole('alert')).toHaveText(
    'A câmera parou (desconectada ou usada por outro aplicativo). A escolha pela câmera está pausada; toque, teclas e acionadores continuam. Quando ela voltar, toque em Tentar de novo.',
  );
});
