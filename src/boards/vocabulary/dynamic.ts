// The dynamic mode's word cards (spec 000 §2.7, §9): nine categories, eight words each, in the spec's order.
// Labels sit side by side in both languages, so a word without its English or Portuguese text does not compile.
import type { Bilingual } from '@/i18n/language';
import type { SimpleCard } from './types';

export interface DynamicCategory {
  id: string;
  title: Bilingual;
  /** Their ids are unique across the board. */
  words: readonly SimpleCard[];
}

type WordRow = readonly [id: string, emoji: string, pt: string, en: string];
type CategoryRow = readonly [id: string, pt: string, en: string, words: readonly WordRow[]];

const ROWS: readonly CategoryRow[] = [
  ['initial', 'Iniciais', 'Initial', [
    ['yes', '👍', 'Sim', 'Yes'],
    ['no', '👎', 'Não', 'No'],
    ['i', '🙋', 'Eu', 'I'],
    ['you', '👉', 'Você', 'You'],
    ['want', '🤲', 'Quero', 'Want'],
    ['need', '❗', 'Preciso', 'Need'],
    ['help', '🆘', 'Ajuda', 'Help'],
    ['stop', '✋', 'Parar', 'Stop'],
  ]],
  ['needs', 'Imediatas', 'Basic Needs', [
    ['water', '💧', 'Água', 'Water'],
    ['food', '🍽️', 'Comida', 'Food'],
    ['bathroom', '🚻', 'Banheiro', 'Bathroom'],
    ['sleep', '😴', 'Dormir', 'Sleep'],
    ['medicine', '💊', 'Remédio', 'Medicine'],
    ['cold', '🥶', 'Frio', 'Cold'],
    ['hot', '🥵', 'Calor', 'Hot'],
    ['shower', '🚿', 'Banho', 'Shower'],
  ]],
  ['greetings', 'Saudações', 'Greetings', [
    ['hello', '👋', 'Olá', 'Hello'],
    ['goodbye', '🤚', 'Tchau', 'Goodbye'],
    ['good-morning', '🌅', 'Bom dia', 'Good morning'],
    ['good-afternoon', '☀️', 'Boa tarde', 'Good afternoon'],
    ['good-night', '🌙', 'Boa noite', 'Good night'],
    ['thank-you', '🙏', 'Obrigado', 'Thank you'],
    ['please', '🥺', 'Por favor', 'Please'],
    ['sorry', '😔', 'Desculpa', 'Sorry'],
  ]],
  ['pain', 'Dor', 'Pain', [
    ['pain', '🤕', 'Dor', 'Pain'],
    ['head', '🧠', 'Cabeça', 'Head'],
    ['belly', '🤢', 'Barriga', 'Belly'],
    ['back', '🧍', 'Costas', 'Back'],
    ['tooth', '🦷', 'Dente', 'Tooth'],
    ['throat', '🗣️', 'Garganta', 'Throat'],
    ['arm', '💪', 'Braço', 'Arm'],
    ['leg', '🦵', 'Perna', 'Leg'],
  ]],
  ['questions', 'Perguntar', 'Questions', [
    ['what', '❓', 'O quê?', 'What?'],
    ['where', '📍', 'Onde?', 'Where?'],
    ['when', '🕐', 'Quando?', 'When?'],
    ['who', '👤', 'Quem?', 'Who?'],
    ['why', '🤔', 'Por quê?', 'Why?'],
    ['how', '🧐', 'Como?', 'How?'],
    ['which', '👆', 'Qual?', 'Which?'],
    ['how-much', '🔢', 'Quanto?', 'How much?'],
  ]],
  ['feelings', 'Sentimentos', 'Feelings', [
    ['happy', '😊', 'Feliz', 'Happy'],
    ['sad', '😢', 'Triste', 'Sad'],
    ['angry', '😠', 'Bravo', 'Angry'],
    ['tired', '😩', 'Cansado', 'Tired'],
    ['scared', '😨', 'Com medo', 'Scared'],
    ['calm', '😌', 'Calmo', 'Calm'],
    ['anxious', '😰', 'Ansioso', 'Anxious'],
    ['loved', '🥰', 'Amado', 'Loved'],
  ]],
  ['descriptive', 'Descrever', 'Descriptive', [
    ['big', '🐘', 'Grande', 'Big'],
    ['small', '🐭', 'Pequeno', 'Small'],
    ['good', '✅', 'Bom', 'Good'],
    ['bad', '❌', 'Ruim', 'Bad'],
    ['beautiful', '🌸', 'Bonito', 'Beautiful'],
    ['ugly', '👹', 'Feio', 'Ugly'],
    ['fast', '⚡', 'Rápido', 'Fast'],
    ['slow', '🐢', 'Devagar', 'Slow'],
  ]],
  ['time', 'Tempo', 'Time', [
    ['now', '⏰', 'Agora', 'Now'],
    ['later', '⏳', 'Depois', 'Later'],
    ['today', '📅', 'Hoje', 'Today'],
    ['tomorrow', '🌄', 'Amanhã', 'Tomorrow'],
    ['yesterday', '🔙', 'Ontem', 'Yesterday'],
    ['morning', '🌞', 'Manhã', 'Morning'],
    ['afternoon', '🌇', 'Tarde', 'Afternoon'],
    ['night', '🌃', 'Noite', 'Night'],
  ]],
  ['animals-objects', 'Animais e Objetos', 'Animals & Objects', [
    ['dog', '🐶', 'Cachorro', 'Dog'],
    ['cat', '🐱', 'Gato', 'Cat'],
    ['bird', '🐦', 'Pássaro', 'Bird'],
    ['fish', '🐟', 'Peixe', 'Fish'],
    ['phone', '📱', 'Telefone', 'Phone'],
    ['television', '📺', 'Televisão', 'Television'],
    ['bed', '🛏️', 'Cama', 'Bed'],
    ['book', '📖', 'Livro', 'Book'],
  ]],
];

export const DYNAMIC_CATEGORIES: readonly DynamicCategory[] = ROWS.map(([id, pt, en, words]) => ({
  id,
  title: { pt, en },
  words: words.map(([wordId, emoji, wordPt, wordEn]) => ({ id: `${id}.${wordId}`, emoji, label: { pt: wordPt, en: wordEn } })),
}));
