import { defineTexts } from '@/i18n/define';

// The info page: its modes section (namespace "info", key "modes"; joined in ./texts.ts).
export default defineTexts(
  {
    title: 'Modos de uso',
    intro: 'Seis modos para diferentes momentos e jeitos de se comunicar.',
    items: {
      dynamic: { title: 'Dinâmico', description: 'Todos os cartões em uma tela, com navegação por categorias.' },
      constructorMode: { title: 'Construtor', description: 'Monte frases palavra por palavra e ouça a frase inteira.' },
      guided: { title: 'Guiado', description: 'Quem, o quê e sobre o quê: uma frase completa passo a passo, com sugestões.' },
      pictograms: { title: 'Pictogramas', description: 'Figuras organizadas em categorias; toque para falar.' },
      puzzle: { title: 'Quebra-cabeça', description: 'Embaralhe e organize palavras para formar frases.' },
      lettersSounds: { title: 'Letras e Sons', description: 'Monte palavras letra por letra ouvindo cada som.' },
    },
    moreTitle: 'E também',
    more: {
      basic: { title: 'Figuras', description: 'O quadro rápido: sim, não, necessidades, sentimentos e onde dói.' },
      inclusive: { title: 'Inclusivo', description: 'Controle com o movimento dos olhos e selecione com uma piscada dupla.' },
      typing: { title: 'Escrever', description: 'Um teclado com sugestões de palavras para dizer qualquer coisa, por toque, teclas, acionador ou cabeça.' },
    },
  },
  {
    title: 'Usage Modes',
    intro: 'Six modes for different moments and ways of communicating.',
    items: {
      dynamic: { title: 'Dynamic', description: 'All cards on one screen, with category navigation.' },
      constructorMode: { title: 'Constructor', description: 'Build sentences word by word and hear the whole sentence.' },
      guided: { title: 'Guided', description: 'Who, what and about what: a complete sentence step by step, with suggestions.' },
      pictograms: { title: 'Pictograms', description: 'Pictures organised in categories; tap to speak.' },
      puzzle: { title: 'Puzzle', description: 'Shuffle and organise words into sentences.' },
      lettersSounds: { title: 'Letters and Sounds', description: 'Build words letter by letter, hearing each sound.' },
    },
    moreTitle: 'And also',
    more: {
      basic: { title: 'Figures', description: 'The quick board: yes, no, needs, feelings and where it hurts.' },
      inclusive: { title: 'Inclusive', description: 'Control with eye movement and select with a double blink.' },
      typing: { title: 'Type', description: 'A keyboard with word suggestions to say anything, by touch, keys, a switch or the head.' },
    },
  },
);
