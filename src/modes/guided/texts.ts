import { defineTexts } from '@/i18n/define';

// The guided mode screen (src/modes/guided): header, the step titles and descriptions, the progress bar, the
// preview chips, the smart suggestions, the finished sentence and the first-visit help. Words live in
// ./content.ts.
export default defineTexts(
  {
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
  },
  {
    title: 'Guided Mode',
    back: 'Back',
    reset: 'Start over',
    progress: 'Sentence progress',
    progressValue: 'Step {{step}} of {{total}}: {{name}}',
    stepNames: { subject: 'Who', verb: 'Action', complement: 'What', punctuation: 'Tone' },
    steps: {
      subject: { title: 'Who?', description: 'Choose who does the action.' },
      verb: { title: 'Which action?', description: 'Choose the action: want, need, be, like, go or ask for.' },
      complement: { title: 'About what?', description: 'Choose what completes the sentence.' },
      pain: { title: 'Where does it hurt?', description: 'Choose the part of the body that hurts.' },
      punctuation: { title: 'Which tone?', description: 'Statement, question or exclamation: it changes the tone of the voice.' },
      done: { title: 'Your sentence', description: 'The sentence was spoken. Say it again, go back to change the tone, or start over.' },
    },
    choices: { subject: 'Who', verb: 'Actions', complement: 'Complements', pain: 'Body parts', punctuation: 'Tones' },
    preview: 'Sentence preview',
    empty: '—',
    suggestions: 'Smart suggestions',
    suggestionsHint: 'Ready sentences with “{{subject}}”: choose one to say it now.',
    speakAgain: 'Say it again',
    firstTime: {
      title: 'How to use the guided mode',
      text: 'Build a sentence in four steps: who, the action, about what and the tone. If you choose “Pain”, also say where it hurts. At the end the sentence is spoken and shown full screen. “Back” undoes the last step and “Start over” clears everything. Smart suggestions say a ready sentence at once.',
    },
  },
);
