// The guided mode screen (src/modes/guided): header, the step titles and descriptions, the progress bar, the
// preview chips, the smart suggestions, the finished sentence and the first-visit help. Words live in
// ./content.ts.
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Modo Guiado',
  back: 'Voltar',
  reset: 'Recomeçar',
  progress: 'Progresso da frase',
  progressValue: 'Passo {{step}} de {{total}}: {{name}}',
  stepNames: { subject: 'Quem', verb: 'Ação', complement: 'O quê', punctuation: 'Tom' },
  steps: {
    subject: { title: 'Quem?', description: 'Escolha quem vai fazer a ação.' },
    verb: { title: 'Qual ação?', description: 'Escolha a ação: querer, precisar, estar, gostar, ir ou pedir.' },
    complement: { title: 'Sobre o quê?', description: 'Escolha o que completa a frase.' },
    pain: { title: 'Onde dói?', description: 'Escolha a parte do corpo que dói.' },
    punctuation: { title: 'Qual o tom?', description: 'Afirmação, pergunta ou exclamação: muda a entonação da voz.' },
    done: { title: 'Sua frase', description: 'A frase foi falada. Fale de novo, volte para mudar o tom ou recomece.' },
  },
  choices: { subject: 'Quem', verb: 'Ações', complement: 'Complementos', pain: 'Partes do corpo', punctuation: 'Tons' },
  preview: 'Prévia da frase',
  empty: '—',
  suggestions: 'Sugestões inteligentes',
  suggestionsHint: 'Frases prontas com “{{subject}}”: escolha uma para falar agora.',
  speakAgain: 'Falar de novo',
  firstTime: {
    title: 'Como usar o modo guiado',
    text: 'Monte uma frase em quatro passos: quem, a ação, sobre o quê e o tom. Se escolher “Dor”, diga também onde dói. No fim a frase é falada e mostrada em tela cheia. “Voltar” desfaz o último passo e “Recomeçar” limpa tudo. As sugestões inteligentes falam uma frase pronta de uma vez.',
  },
} satisfies TextTree;
