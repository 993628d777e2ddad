import { defineTexts } from '@/i18n/define';

// My boards: the card dialog's photo (namespace "boardEditor", key "photo"; joined in ./texts.ts).
export default defineTexts(
  {
    title: 'Foto',
    file: 'Escolher foto',
    camera: 'Tirar foto',
    chosen: 'Foto escolhida',
    preparing: 'Preparando a foto…',
    errors: {
      'too-big': 'A foto tem mais de 20 MB. Escolha uma menor.',
      'not-image': 'Este arquivo não é uma imagem. Escolha uma foto (JPEG, PNG, WebP…).',
    },
  },
  {
    title: 'Photo',
    file: 'Choose a photo',
    camera: 'Take a photo',
    chosen: 'Chosen photo',
    preparing: 'Preparing the photo…',
    errors: {
      'too-big': 'The photo is over 20 MB. Choose a smaller one.',
      'not-image': 'This file is not an image. Choose a photo (JPEG, PNG, WebP…).',
    },
  },
);
