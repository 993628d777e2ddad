// What the board screens say about the board they read from the device (src/boards).
import type { TextTree } from '@/i18n/define';

export default {
  loading: 'Carregando a prancha…',
  slow: 'A prancha está demorando para abrir: o aparelho não respondeu. Recarregar a página costuma resolver; nada do que foi salvo se perde.',
  reload: 'Recarregar a página',
  folder: 'Pasta aberta: {{name}}',
  folderBack: 'Voltar para {{name}}',
  folderMissing: 'A prancha que este cartão abre não está neste aparelho.',
  notFound: 'Esta prancha não foi encontrada neste aparelho.',
  fellBack: 'A prancha escolhida para este modo não foi encontrada ou não pôde ser lida. Mostrando a prancha padrão.',
  unreadableBoard: 'A prancha "{{name}}" não pôde ser lida. Mostrando as palavras originais; em Minhas pranchas você pode restaurá-la.',
  unreadableRows_one: '1 cartão desta prancha não pôde ser lido e não é mostrado.',
  unreadableRows_other: '{{count}} cartões desta prancha não puderam ser lidos e não são mostrados.',
} satisfies TextTree;
