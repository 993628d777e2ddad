import { defineTexts } from '@/i18n/define';

// What the board screens say about the board they read from the device (src/boards).
export default defineTexts(
  {
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
  },
  {
    loading: 'Loading the board…',
    slow: 'The board is taking long to open: the device did not answer. Reloading the page usually fixes it; nothing saved is lost.',
    reload: 'Reload the page',
    folder: 'Folder open: {{name}}',
    folderBack: 'Back to {{name}}',
    folderMissing: 'The board this card opens is not on this device.',
    notFound: 'This board was not found on this device.',
    fellBack: 'The board chosen for this mode was not found or could not be read. Showing the default board.',
    unreadableBoard: 'The board "{{name}}" could not be read. Showing its original words; you can restore it in My boards.',
    unreadableRows_one: '1 card of this board could not be read and is not shown.',
    unreadableRows_other: '{{count}} cards of this board could not be read and are not shown.',
  },
);
