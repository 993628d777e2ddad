// The camera panel (src/components/camera), its floating control on every screen and the settings screen's
// camera check: start/stop, tracking, preview, face status, model loading and the spec's error texts (001 §8).
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Testar câmera',
  intro: 'Veja se a câmera encontra o seu rosto, para usar a cabeça ou as piscadas. Nada sai deste aparelho.',
  panelTitle: 'Câmera',
  start: 'Iniciar câmera',
  stop: 'Parar câmera',
  track: 'Ativar rastreamento',
  untrack: 'Parar rastreamento',
  recentre: 'Recentralizar ponteiro',
  preview: 'Imagem da câmera (espelhada)',
  hint: 'A câmera está desligada. Pressione "Iniciar câmera" para começar.',
  opening: 'Abrindo a câmera…',
  ready: 'Câmera ligada. Pressione "Ativar rastreamento" para mover o ponteiro com a cabeça.',
  loading: 'Carregando o rastreamento do rosto…',
  face: 'Rosto detectado',
  noFace: 'Nenhum rosto na imagem',
  fps: '{{fps}} quadros por segundo',
  error: 'Falha ao acessar a câmera. Verifique as permissões.',
  engineError: 'O rastreamento do rosto não pôde começar. Tente de novo.',
  lost: 'A câmera parou (desconectada ou usada por outro aplicativo). A escolha pela câmera está pausada; toque, teclas e acionadores continuam. Quando ela voltar, toque em Tentar de novo.',
  tooDark: 'Está escuro demais para ver o rosto: acenda uma luz de frente para ele.',
  tooFar: 'O rosto está longe da câmera: chegue mais perto.',
  control: {
    label: 'Controle da câmera',
    start: 'Ligar câmera',
    starting: 'Ligando a câmera…',
    retry: 'Tentar de novo',
    calibrate: 'Calibrar olhar',
    needsCalibration: 'O olhar precisa ser calibrado',
  },
} satisfies TextTree;
