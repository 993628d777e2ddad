import { defineTexts } from '@/i18n/define';

// My boards: the card dialog's ARASAAC search (namespace "boardEditor", key "pictograms"; joined in ./texts.ts).
export default defineTexts(
  {
    title: 'Pictogramas ARASAAC',
    type: 'Digite uma palavra na busca acima para ver pictogramas.',
    searching: 'Buscando pictogramas para “{{query}}”…',
    offline: 'Os pictogramas ARASAAC precisam de conexão com a internet. Os símbolos do app continuam funcionando sem ela.',
    failed: 'O ARASAAC não respondeu. Os símbolos do app continuam funcionando.',
    retry: 'Tentar de novo',
    none: 'Nenhum pictograma ARASAAC para “{{query}}”.',
    results: 'Pictogramas ARASAAC para “{{query}}”',
    choice: '{{query}}, pictograma {{n}}',
    keeping: 'Guardando o pictograma no aparelho…',
    keepFailed: 'Não foi possível baixar este pictograma. Tente de novo ou escolha outro.',
    chosen: 'Pictograma ARASAAC escolhido',
    credit: 'Pictogramas: Sergio Palao, ARASAAC (Governo de Aragão), licença CC BY-NC-SA. Ficam guardados no aparelho e funcionam sem internet.',
  },
  {
    title: 'ARASAAC pictograms',
    type: 'Type a word in the search above to see pictograms.',
    searching: 'Looking for pictograms of “{{query}}”…',
    offline: 'ARASAAC pictograms need an internet connection. The app’s symbols still work without one.',
    failed: 'ARASAAC did not answer. The app’s symbols still work.',
    retry: 'Try again',
    none: 'No ARASAAC pictogram for “{{query}}”.',
    results: 'ARASAAC pictograms for “{{query}}”',
    choice: '{{query}}, pictogram {{n}}',
    keeping: 'Keeping the pictogram on this device…',
    keepFailed: 'This pictogram could not be downloaded. Try again or choose another.',
    chosen: 'Chosen ARASAAC pictogram',
    credit: 'Pictograms: Sergio Palao, ARASAAC (Government of Aragon), licence CC BY-NC-SA. Kept on this device, they work without the internet.',
  },
);
