import { defineTexts } from '@/i18n/define';

// Eye gaze: its settings section (src/settings/gaze) and the calibration overlay (src/components/camera).
export default defineTexts(
  {
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
  },
  {
    section: {
      title: 'Eye gaze',
      intro: 'Point with your eyes. Calibrate first: look at each dot that appears until it disappears. The camera image never leaves this device.',
      calibrate: 'Calibrate eye gaze',
      preview: 'Camera image (mirrored)',
      loading: 'Loading eye tracking…',
      calibrated: 'Eye gaze calibrated. Accuracy: {{rating}}.',
      cancelled: 'Calibration cancelled.',
      error: 'Failed to access camera. Please check permissions.',
      engineError: 'Eye tracking could not start.',
    },
    calibration: {
      title: 'Eye gaze calibration',
      instructions: 'Look at the dot until it disappears. Space or Enter moves to the next dot; Esc cancels.',
      calibrating: 'Dot {{n}} of {{total}}',
      validating: 'Check {{n}} of {{total}}',
      cancel: 'Cancel',
      dot: 'Dot {{n}} of {{total}}: look at it',
      scoreTitle: 'Calibration finished',
      score: 'Accuracy: {{rating}}',
      scoreDetail: 'Mean error {{px}} px ({{percent}}% of the screen diagonal).',
      noGaze: 'No gaze was detected. Check that your face shows in the camera and that there is enough light.',
      rating: { good: 'good', fair: 'fair', poor: 'poor' },
      repeat: 'Repeat',
      done: 'Done',
    },
  },
);
