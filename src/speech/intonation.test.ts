// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intonationOf } from './intonation';

describe('intonationOf (spec §4)', () => {
  it.each([
    // last word contains '?'
    ['Você está bem?', 'question'],
    ['Are you ok?', 'question'],
    ['Tudo bem ?', 'question'],
    ['Sério?!', 'question'],
    // question words, whole words, any position, any case or accent
    ['Como você está', 'question'],
    ['quando vamos', 'question'],
    ['ONDE fica o banheiro', 'question'],
    ['Por que você saiu', 'question'],
    ['Por quê', 'question'],
    ['por QUÊ', 'question'],
    ['O que é isso', 'question'],
    ['o quê', 'question'],
    ['Quem chegou', 'question'],
    ['Qual é o seu nome', 'question'],
    ['How are you', 'question'],
    ['When do we eat', 'question'],
    ['Where is mom', 'question'],
    ['WHY', 'question'],
    ['what time is it', 'question'],
    ['Who is there', 'question'],
    ['Which one', 'question'],
    ['Eu sei o que quero', 'question'], // the spec's rule: a question word anywhere
    ['(Onde)', 'question'],
    // the question test comes first
    ['Onde está a ajuda!', 'question'],
    ['Who can help!', 'question'],
    // exclamation: '!' anywhere, or the words
    ['Socorro!', 'exclamation'],
    ['Que dia lindo!', 'exclamation'],
    ['Stop! Now', 'exclamation'],
    ['Preciso de ajuda', 'exclamation'],
    ['SOCORRO', 'exclamation'],
    ['Ajúda', 'exclamation'],
    ['help me', 'exclamation'],
    ['This is an emergency.', 'exclamation'],
    // Spanish: its words, and its opening marks
    ['¿Dónde está el baño', 'question'],
    ['Cuándo vienes', 'question'],
    ['Quién es', 'question'],
    ['¡Qué bueno verte', 'exclamation'],
    ['Necesito auxilio', 'exclamation'],
    ['Quiero agua', 'statement'],
    ['Dime cuando llegues', 'statement'],
    ['¿Por qué no vienes', 'question'],
    // statements
    ['Eu quero água', 'statement'],
    ['I am hungry.', 'statement'],
    ['', 'statement'],
    ['   ', 'statement'],
    ['😀', 'statement'],
    // whole words only: no match inside longer words
    ['Comodidade', 'statement'],
    ['Porque sim', 'statement'],
    ['porque', 'statement'],
    ['Quemado', 'statement'],
    ['Somewhat tired', 'statement'],
    ['Whoever', 'statement'],
    ['helpful people', 'statement'],
    ['ajudante', 'statement'],
    ['Whatever', 'statement'],
    ['Showhow', 'statement'],
    // '?' only counts in the last word
    ['Sim? Não', 'statement'],
    // 'por' and 'que' apart are not 'por que'
    ['Por favor, que bom', 'statement'],
  ] as const)('%j → %s', (text, expected) => {
    expect(intonationOf(text)).toBe(expected);
  });
});
