import { defineTexts } from '@/i18n/define';

// The puzzle screen (spec 001 §2, §4, §5, §8): the sentence puzzle's stages, board, toasts and messages.
export default defineTexts(
  {
    title: 'Quebra-cabeça',
    sentence: {
      intro: 'Escreva uma frase ou escolha uma sugestão. As palavras viram peças embaralhadas para você montar.',
      label: 'Sua frase',
      placeholder: 'Ex.: Eu quero água',
      start: 'Começar quebra-cabeça',
      suggestions: 'Sugestões',
      board: 'Monte sua frase',
      dragHint: 'Arraste as peças e coloque aqui',
      drop: 'Solte aqui',
      preview: 'Frase até agora',
      pieces: 'Peças',
      newSentence: 'Nova frase',
      next: 'Próxima frase!',
      typeNew: 'Ou digite uma nova frase',
      correctStatus: 'Frase correta!',
      incorrectStatus: 'A ordem não está certa.',
    },
    errors: {
      title: 'Erro',
      minWords: 'Digite pelo menos 2 palavras',
      tooLong: 'Frase muito longa (máx. 200 caracteres)',
    },
    almost: { title: 'Quase lá!', text: 'Tente colocar as palavras na ordem correta' },
    solved: { title: 'Parabéns!', text: 'Você montou a frase corretamente!' },
  },
  {
    title: 'Puzzle',
    sentence: {
      intro: 'Write a sentence or pick a suggestion. Its words become shuffled pieces for you to put in order.',
      label: 'Your sentence',
      placeholder: 'E.g. I want water',
      start: 'Start Puzzle',
      suggestions: 'Suggestions',
      board: 'Build your sentence',
      dragHint: 'Drag the pieces and place them here',
      drop: 'Drop here',
      preview: 'Sentence so far',
      pieces: 'Pieces',
      newSentence: 'New Sentence',
      next: 'Next Sentence!',
      typeNew: 'Or type a new sentence',
      correctStatus: 'Correct sentence!',
      incorrectStatus: 'The order is not right.',
    },
    errors: {
      title: 'Error',
      minWords: 'Type at least 2 words',
      tooLong: 'Sentence too long (max 200 characters)',
    },
    almost: { title: 'Almost there!', text: 'Try placing the words in the correct order' },
    solved: { title: 'Congratulations!', text: 'You built the sentence correctly!' },
  },
);
