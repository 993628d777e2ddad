import { defineTexts } from '../define';

// The camera check of the settings screen (src/screens/settings/camera): start, preview, face status, errors.
export default defineTexts(
  {
    title: 'Testar câmera',
    intro: 'Veja se a câmera encontra o seu rosto, para usar a cabeça ou as piscadas. Nada sai deste aparelho.',
    start: 'Ligar câmera',
    stop: 'Desligar câmera',
    preview: 'Imagem da câmera (espelhada)',
    loading: 'Carregando o rastreamento do rosto…',
    face: 'Rosto detectado',
    noFace: 'Nenhum rosto na imagem',
    fps: '{{fps}} quadros por segundo',
    off: 'A câmera está desligada.',
    error: 'Falha ao acessar a câmera. Verifique as permissões.',
  },
  {
    title: 'Camera check',
    intro: 'See whether the camera finds your face, to use your head or blinks. Nothing leaves this device.',
    start: 'Start camera',
    stop: 'Stop camera',
    preview: 'Camera image (mirrored)',
    loading: 'Loading face tracking…',
    face: 'Face found',
    noFace: 'No face in the image',
    fps: '{{fps}} frames per second',
    off: 'The camera is off.',
    error: 'Failed to access camera. Please check permissions.',
  },
);
