// Letters and sounds (spec 001 §2, §4).
import type { TextTree } from '@/i18n/define';

export default {
  title: 'Letras e Sons',
  intro: 'Escreva uma palavra ou escolha uma. Monte-a letra por letra e ouça o som de cada letra.',
  label: 'Palavra',
  placeholder: 'Ex.: casa',
  explore: 'Explorar sons',
  suggestions: 'Palavras para explorar',
  board: 'Monte a palavra “{{word}}”',
  tiles: 'Letras',
  progress: '{{placed}} de {{total}} letras',
  notYet: 'Quase! Alguma letra está fora do lugar: toque num lugar para tirar a letra.',
  correct: 'Muito bem! Você montou “{{word}}”.',
  another: 'Tente outra palavra',
  harder: 'Aumentar dificuldade',
  challenge: { title: 'Desafio aceito!', text: 'Agora as palavras são mais longas.' },
  allMastered: { title: 'Parabéns!', text: 'Você dominou todas as palavras difíceis!' },
  back: 'Voltar às palavras',
  invalid: { title: 'Erro', text: 'Use de 2 a 15 letras, sem números nem símbolos' },
  level: { easy: 'Nível: normal', medium: 'Nível: normal', hard: 'Nível: difícil' },
} satisfies TextTree;
