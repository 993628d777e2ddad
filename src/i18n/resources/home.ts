import { defineTexts } from '../define';

export default defineTexts(
  {
    welcome: 'Boas vindas!',
    commonPhrases: ['Sim', 'Não', 'Obrigado', 'Por favor', 'Eu quero água', 'Preciso de ajuda', 'Estou com dor', 'Quero ir ao banheiro', 'Estou com fome', 'Eu te amo'],
    subtitle: 'Escolha como você quer se comunicar hoje.',
    modesLabel: 'Modos de comunicação',
    aboutUs: 'Sobre nós',
    settingsLink: 'Configurações',
    soonTitle: 'O modo {{mode}} chega em breve',
    soonText: 'Enquanto isso, experimente a demonstração na página Sobre nós.',
    modes: {
      basic: { title: 'Figuras', description: 'Sim, não e cartões por categoria: necessidades, sentimentos, dor e mais.' },
      dynamic: { title: 'Dinâmico', description: 'Todos os cartões em uma tela, com navegação por categorias.' },
      constructorMode: { title: 'Construtor', description: 'Monte frases palavra por palavra e ouça a frase inteira.' },
      inclusive: { title: 'Inclusivo', description: 'Controle com o movimento dos olhos e da cabeça; selecione com piscada dupla.' },
      guided: { title: 'Guiado', description: 'Monte uma frase passo a passo, com sugestões.' },
      puzzle: { title: 'Quebra-cabeça', description: 'Embaralhe e organize palavras para formar frases.' },
      pictograms: { title: 'Pictogramas', description: 'Navegue por figuras em categorias e toque para falar.' },
      lettersSounds: { title: 'Letras e Sons', description: 'Monte palavras letra por letra ouvindo cada som.' },
    },
    social: {
      title: 'Siga o Aceno',
      text: 'Acompanhe novidades e dicas de comunicação alternativa no Instagram.',
      follow: 'Seguir no Instagram',
      dismiss: 'Agora não',
    },
    attention: {
      title: 'Atenção',
      text: 'Nas primeiras vezes, o áudio pode demorar um pouco enquanto o sistema se adapta ao seu navegador.',
    },
  },
  {
    welcome: 'Welcome!',
    commonPhrases: ['Yes', 'No', 'Thank you', 'Please', 'I want water', 'I need help', 'I am in pain', 'I want to go to the bathroom', 'I am hungry', 'I love you'],
    subtitle: 'Choose how you want to communicate today.',
    modesLabel: 'Communication modes',
    aboutUs: 'About us',
    settingsLink: 'Settings',
    soonTitle: 'The {{mode}} mode is coming soon',
    soonText: 'Meanwhile, try the demo on the About us page.',
    modes: {
      basic: { title: 'Figures', description: 'Yes, no and cards by category: needs, feelings, pain and more.' },
      dynamic: { title: 'Dynamic', description: 'All cards on one screen, with category navigation.' },
      constructorMode: { title: 'Constructor', description: 'Build sentences word by word and hear the whole sentence.' },
      inclusive: { title: 'Inclusive', description: 'Control with eye and head movement; select with a double blink.' },
      guided: { title: 'Guided', description: 'Build a sentence step by step, with suggestions.' },
      puzzle: { title: 'Puzzle', description: 'Shuffle and organise words into sentences.' },
      pictograms: { title: 'Pictograms', description: 'Browse pictures by category and tap to speak.' },
      lettersSounds: { title: 'Letters and Sounds', description: 'Build words letter by letter, hearing each sound.' },
    },
    social: {
      title: 'Follow Aceno',
      text: 'Get news and tips about alternative communication on Instagram.',
      follow: 'Follow on Instagram',
      dismiss: 'Not now',
    },
    attention: {
      title: 'Attention',
      text: 'Audio may lag slightly the first few times while the system adapts to your browser.',
    },
  },
);
