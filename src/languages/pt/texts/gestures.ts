// Texts of the face gestures' settings: the gestures, what each can do, the presets, the calibration and the live meter.
import type { TextTree } from '@/i18n/define';

export default {
  legend: 'Gestos do rosto',
  intro:
    'Use o rosto como acionador: abrir a boca, levantar as sobrancelhas, virar a cabeça… Cada gesto ligado faz uma ação: escolher o que o ponteiro ou a varredura mostra, ir ao próximo, voltar ou pausar. Nenhum gesto vale sem rosto na câmera, nem no primeiro segundo depois que ele volta.',
  camera: 'Para calibrar e ver os valores do rosto, ligue a câmera e o rastreamento.',
  startCamera: 'Ligar câmera e rastreamento',
  presets: {
    legend: 'Começar com',
    mouthSelects: 'Abrir a boca escolhe',
    browsNextMouthSelects: 'Sobrancelhas: próximo; boca: escolher',
    applied: 'Pronto: "{{name}}". Ajuste abaixo se precisar.',
  },
  calibrate: {
    button: 'Calibrar meu rosto',
    hint: 'Fique com o rosto parado e relaxado por 3 segundos: cada limite fica logo acima do seu rosto em repouso, e a posição da cabeça vira o centro.',
    running: 'Fique parado e relaxado… {{seconds}}',
    done: 'Pronto: os limites foram ajustados ao seu rosto em repouso.',
    noFace: 'O rosto não apareceu na câmera durante a calibração. Nada foi mudado.',
  },
  names: {
    mouthOpen: 'Abrir a boca',
    browsUp: 'Levantar as sobrancelhas',
    smile: 'Sorrir',
    pucker: 'Fazer bico',
    winkLeft: 'Piscar só o olho esquerdo',
    winkRight: 'Piscar só o olho direito',
    eyesClosed: 'Fechar os olhos por um tempo',
    turnLeft: 'Virar a cabeça para a esquerda',
    turnRight: 'Virar a cabeça para a direita',
    tiltLeft: 'Inclinar a cabeça para a esquerda',
    tiltRight: 'Inclinar a cabeça para a direita',
    headUp: 'Levantar a cabeça',
    headDown: 'Abaixar a cabeça',
  },
  action: 'O que faz',
  actions: { select: 'Escolher', next: 'Próximo', previous: 'Anterior', back: 'Voltar', pause: 'Pausar ou retomar' },
  threshold: 'Limite',
  holdMs: 'Segurar por',
  cooldownMs: 'Pausa depois',
  less: 'Diminuir: {{what}} de {{name}}',
  more: 'Aumentar: {{what}} de {{name}}',
  meter: 'Valor agora de {{name}}',
  meterText: 'agora {{value}} · dispara em {{threshold}}',
  noFace: 'sem rosto',
} satisfies TextTree;
