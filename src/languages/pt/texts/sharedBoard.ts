// The board opened from a share link (spec 001 §2 "Board-by-token page", §8; issue 15).
import type { TextTree } from '@/i18n/define';

export default {
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
} satisfies TextTree;
