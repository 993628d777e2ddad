// The home texts.
import type { TextTree } from '@/i18n/define';

export default {
  welcome: 'Boas vindas!',
  commonPhrases: ['Sim', 'Não', 'Obrigado', 'Por favor', 'Eu quero água', 'Preciso de ajuda', 'Estou com dor', 'Quero ir ao banheiro', 'Estou com fome', 'Eu te amo'],
  subtitle: 'Escolha como você quer se comunicar hoje.',
  modesLabel: 'Modos de comunicação',
  aboutUs: 'Sobre nós',
  professionalLink: 'Área profissional',
  settingsLink: 'Configurações',
  boardsLink: 'Minhas pranchas',
  soonTitle: 'O modo {{mode}} chega em breve',
  soonText: 'Enquanto isso, experimente a demonstração na página Sobre nós.',
  modes: {
    basic: { title: 'Figuras', description: 'Sim, não e cartões por categoria: necessidades, sentimentos, dor e mais.' },
    dynamic: { title: 'Dinâmico', description: 'Todos os cartões em uma tela, com navegação por categorias.' },
    constructorMode: { title: 'Construtor', description: 'Monte frases palavra por palavra e ouça a frase inteira.' },
    typing: { title: 'Escrever', description: 'Escreva qualquer frase, com sugestões de palavras, e ouça em voz alta.' },
    inclusive: { title: 'Inclusivo', description: 'Controle com o movimento dos olhos e da cabeça; selecione com piscada dupla.' },
    guided: { title: 'Guiado', description: 'Monte uma frase passo a passo, com sugestões.' },
    puzzle: { title: 'Quebra-cabeça', description: 'Embaralhe e organize palavras para formar frases.' },
    pictograms: { title: 'Pictogramas', description: 'Navegue por figuras em categorias e toque para falar.' },
    lettersSounds: { title: 'Letras e Sons', description: 'Monte palavras letra por letra ouvindo cada som.' },
    inclusiveCity: { title: 'Cidade Inclusiva', description: 'Frases prontas para o lugar onde você está: farmácia, hospital, ônibus...' },
    scenes: { title: 'Cenas', description: 'Uma foto da sua vida que fala: toque numa parte e ouça.' },
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
} satisfies TextTree;
