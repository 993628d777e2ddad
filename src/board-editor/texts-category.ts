import { defineTexts } from '@/i18n/define';

// My boards: the category dialog (namespace "boardEditor", key "category"; joined in ./texts.ts).
export default defineTexts(
  {
    addTitle: 'Nova categoria',
    editTitle: 'Editar categoria',
    name: 'Nome da categoria',
    color: 'Cor',
    save: 'Salvar categoria',
    created: 'Categoria "{{name}}" criada!',
    edited: 'Categoria salva.',
  },
  {
    addTitle: 'New category',
    editTitle: 'Edit category',
    name: 'Category name',
    color: 'Colour',
    save: 'Save category',
    created: 'Category "{{name}}" created!',
    edited: 'Category saved.',
  },
);
