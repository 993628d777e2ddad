import { defineTexts } from '@/i18n/define';

// My boards: the card dialog's symbol picker (namespace "boardEditor", key "picker"; joined in ./texts.ts).
export default defineTexts(
  {
    search: 'Procurar símbolo por palavra',
    searchHint: 'Em português ou inglês, por exemplo “água” ou “dog”.',
    groups: 'Grupos de símbolos',
    results: 'Símbolos encontrados',
    none: 'Nenhum símbolo encontrado para “{{query}}”.',
    loading: 'Carregando os símbolos…',
    loadFailed: 'Não foi possível carregar a busca de símbolos. Os grupos abaixo continuam funcionando.',
    mine: 'dos seus cartões',
    group: {
      people: 'Pessoas', food: 'Comida', animals: 'Animais e natureza', objects: 'Objetos', places: 'Atividades e lugares', symbols: 'Símbolos',
    },
  },
  {
    search: 'Search symbols by word',
    searchHint: 'In English or Portuguese, for example “dog” or “água”.',
    groups: 'Symbol groups',
    results: 'Symbols found',
    none: 'No symbol found for “{{query}}”.',
    loading: 'Loading the symbols…',
    loadFailed: 'The symbol search could not be loaded. The groups below still work.',
    mine: 'from your cards',
    group: {
      people: 'People', food: 'Food', animals: 'Animals and nature', objects: 'Objects', places: 'Activities and places', symbols: 'Symbols',
    },
  },
);
