import { defineTexts } from '@/i18n/define';

// The board opened from a share link (spec 001 §2 "Board-by-token page", §8; issue 15).
export default defineTexts(
  {
    loading: 'Carregando prancha...',
    notFound: { title: 'Prancha não encontrada', text: 'O link pode ter expirado ou ser inválido.', home: 'Ir para o início' },
    unreachable: { title: 'Não foi possível abrir a prancha agora', text: 'A prancha está guardada no servidor, que não respondeu. Verifique a conexão com a internet e tente de novo.', retry: 'Tentar de novo' },
    shared: 'Prancha compartilhada',
    intro: 'Toque numa palavra para falar. Esta prancha ainda não está entre as suas: salve-a para usar e editar depois.',
    photos: 'Fotos e gravações ficam só no aparelho de quem compartilhou: aqui aparece 🖼️ no lugar delas.',
    save: 'Salvar nas minhas pranchas',
    saved: 'Prancha “{{name}}” salva nas suas pranchas.',
    open: 'Abrir minhas pranchas',
    saveFailed: 'Não foi possível salvar a prancha neste aparelho.',
    share: {
      button: 'Compartilhar por link',
      link: 'Link da prancha',
      hint: 'Quem abrir o link vê e usa a prancha, mesmo sem internet, e pode salvá-la. Fotos e gravações não vão no link.',
      copied: 'Link da prancha copiado para a área de transferência!',
      copyFailed: 'Erro ao copiar link. URL: {{url}}',
      failed: 'Não foi possível fazer o link desta prancha neste navegador.',
    },
  },
  {
    loading: 'Loading board...',
    notFound: { title: 'Board not found', text: 'The link may have expired or be invalid.', home: 'Go to the start' },
    unreachable: { title: 'The board cannot be opened right now', text: 'The board is kept on the server, which did not answer. Check the internet connection and try again.', retry: 'Try again' },
    shared: 'Shared board',
    intro: 'Tap a word to speak. This board is not among yours yet: save it to use and edit it later.',
    photos: 'Photos and recordings stay on the sharer’s device: 🖼️ shows in their place here.',
    save: 'Save to my boards',
    saved: 'Board “{{name}}” saved to your boards.',
    open: 'Open my boards',
    saveFailed: 'The board could not be saved on this device.',
    share: {
      button: 'Share by link',
      link: 'Board link',
      hint: 'Whoever opens the link sees and uses the board, offline too, and can save it. Photos and recordings do not go in the link.',
      copied: 'Board link copied to the clipboard!',
      copyFailed: 'Could not copy the link. URL: {{url}}',
      failed: 'The link for this board could not be made in this browser.',
    },
  },
);
