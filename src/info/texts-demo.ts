import { defineTexts } from '@/i18n/define';

// The info page: its interactive demo (namespace "info", key "demo"; joined in ./texts.ts).
export default defineTexts(
  {
    title: 'Experimente',
    intro: 'Toque nos cartões para montar uma frase e depois toque em Falar. É só uma amostra: o app tem muito mais cartões.',
    tabsLabel: 'Modos da demonstração',
    tabs: {
      basic: { label: 'Básico', hint: 'Respostas rápidas e necessidades do dia a dia.' },
      dynamic: { label: 'Dinâmico', hint: 'Saudações, sentimentos e tempo em uma só tela.' },
      constructorMode: { label: 'Construtor', hint: 'Palavras para montar frases completas.' },
    },
    sentenceLabel: 'Frase montada',
    placeholder: 'Toque nos cartões para montar uma frase.',
    speak: 'Falar',
    clear: 'Limpar',
    words: {
      basic: { yes: 'sim', no: 'não', water: 'água', eat: 'comer', bathroom: 'banheiro', pain: 'dor', help: 'ajuda', thanks: 'obrigado' },
      dynamic: { hello: 'olá', morning: 'bom dia', happy: 'feliz', sad: 'triste', tired: 'cansado', cold: 'com frio', now: 'agora', later: 'depois' },
      constructorMode: { i: 'eu', you: 'você', want: 'quero', need: 'preciso', go: 'ir para', home: 'casa', food: 'comida', medicine: 'remédio' },
    },
  },
  {
    title: 'Try It',
    intro: 'Tap the cards to build a sentence, then tap Speak. This is only a sample: the app has many more cards.',
    tabsLabel: 'Demo modes',
    tabs: {
      basic: { label: 'Basic', hint: 'Quick answers and everyday needs.' },
      dynamic: { label: 'Dynamic', hint: 'Greetings, feelings and time on one screen.' },
      constructorMode: { label: 'Constructor', hint: 'Words to build complete sentences.' },
    },
    sentenceLabel: 'Built sentence',
    placeholder: 'Tap the cards to build a sentence.',
    speak: 'Speak',
    clear: 'Clear',
    words: {
      basic: { yes: 'yes', no: 'no', water: 'water', eat: 'eat', bathroom: 'bathroom', pain: 'pain', help: 'help', thanks: 'thank you' },
      dynamic: { hello: 'hello', morning: 'good morning', happy: 'happy', sad: 'sad', tired: 'tired', cold: 'cold', now: 'now', later: 'later' },
      constructorMode: { i: 'I', you: 'you', want: 'want', need: 'need', go: 'to go', home: 'home', food: 'food', medicine: 'medicine' },
    },
  },
);
