// Eye gaze: its settings section (src/settings/gaze) and the calibration overlay (src/components/camera).
import type { TextTree } from '@/i18n/define';

export default {
  section: {
    title: 'Olhar (rastreamento ocular)',
    intro:
      'Aponte com os olhos. Antes de usar, calibre: olhe para cada ponto que aparece até ele sumir. A imagem da câmera não sai deste aparelho.',
    calibrate: 'Calibrar olhar',
    preview: 'Imagem da câmera (espelhada)',
    loading: 'Carregando o rastreamento do olhar…',
    calibrated: 'Olhar calibrado. Precisão: {{rating}}.',
    cancelled: 'Calibração cancelada.',
    error: 'Falha ao acessar a câmera. Verifique as permissões.',
    engineError: 'Não foi possível iniciar o rastreamento do olhar.',
  },
  calibration: {
    title: 'Calibração do olhar',
    instructions: 'Olhe para o ponto até ele sumir. Espaço ou Enter passa ao próximo ponto; Esc cancela.',
    calibrating: 'Ponto {{n}} de {{total}}',
    validating: 'Verificação {{n}} de {{total}}',
    cancel: 'Cancelar',
    dot: 'Ponto {{n}} de {{total}}: olhe para ele',
    scoreTitle: 'Calibração concluída',
    score: 'Precisão: {{rating}}',
    scoreDetail: 'Erro médio de {{px}} px ({{percent}}% da diagonal da tela).',
    noGaze: 'Nenhum olhar foi detectado. Verifique se o rosto aparece na câmera e se há luz suficiente.',
    rating: { good: 'boa', fair: 'média', poor: 'fraca' },
    repeat: 'Repetir',
    done: 'Concluir',
  },
} satisfies TextTree;
