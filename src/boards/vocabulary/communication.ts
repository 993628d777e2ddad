// The communication page's common phrases (spec 000 §2.4, §9): 27 per language in five categories, in the order
// the page lists them. Both languages sit side by side, so a phrase missing a translation does not compile.
import type { Bilingual } from '@/i18n/language';
import type { SimpleCard } from './types';

export const PHRASE_CATEGORY_IDS = ['greetings', 'common', 'time', 'descriptive', 'questions'] as const;
export type PhraseCategoryId = (typeof PHRASE_CATEGORY_IDS)[number];

export interface PhraseCategory {
  id: PhraseCategoryId;
  emoji: string;
  label: Bilingual;
  phrases: readonly SimpleCard[];
}

export const PHRASE_CATEGORIES: readonly PhraseCategory[] = [
  {
    id: 'greetings',
    emoji: '👋',
    label: { pt: 'Saudações', en: 'Greetings' },
    phrases: [
      { id: 'hello', emoji: '👋', label: { pt: 'Olá', en: 'Hello' } },
      { id: 'good-morning', emoji: '🌅', label: { pt: 'Bom dia', en: 'Good morning' } },
      { id: 'good-afternoon', emoji: '☀️', label: { pt: 'Boa tarde', en: 'Good afternoon' } },
      { id: 'good-night', emoji: '🌙', label: { pt: 'Boa noite', en: 'Good night' } },
      { id: 'how-are-you', emoji: '🙂', label: { pt: 'Tudo bem?', en: 'How are you?' } },
      { id: 'goodbye', emoji: '🤚', label: { pt: 'Tchau', en: 'Goodbye' } },
    ],
  },
  {
    id: 'common',
    emoji: '💬',
    label: { pt: 'Respostas', en: 'Responses' },
    phrases: [
      { id: 'yes', emoji: '👍', label: { pt: 'Sim', en: 'Yes' } },
      { id: 'no', emoji: '👎', label: { pt: 'Não', en: 'No' } },
      { id: 'thank-you', emoji: '🙏', label: { pt: 'Obrigado', en: 'Thank you' } },
      { id: 'please', emoji: '🤲', label: { pt: 'Por favor', en: 'Please' } },
      { id: 'sorry', emoji: '😔', label: { pt: 'Desculpe', en: 'Sorry' } },
      { id: 'dont-know', emoji: '🤷', label: { pt: 'Não sei', en: 'I don’t know' } },
    ],
  },
  {
    id: 'time',
    emoji: '⏰',
    label: { pt: 'Tempo', en: 'Time' },
    phrases: [
      { id: 'now', emoji: '⏱️', label: { pt: 'Agora', en: 'Now' } },
      { id: 'later', emoji: '⏳', label: { pt: 'Depois', en: 'Later' } },
      { id: 'today', emoji: '📅', label: { pt: 'Hoje', en: 'Today' } },
      { id: 'tomorrow', emoji: '🌄', label: { pt: 'Amanhã', en: 'Tomorrow' } },
      { id: 'yesterday', emoji: '🗓️', label: { pt: 'Ontem', en: 'Yesterday' } },
    ],
  },
  {
    id: 'descriptive',
    emoji: '🎨',
    label: { pt: 'Descrever', en: 'Descriptive' },
    phrases: [
      { id: 'big', emoji: '🐘', label: { pt: 'Grande', en: 'Big' } },
      { id: 'small', emoji: '🐭', label: { pt: 'Pequeno', en: 'Small' } },
      { id: 'good', emoji: '✅', label: { pt: 'Bom', en: 'Good' } },
      { id: 'bad', emoji: '❌', label: { pt: 'Ruim', en: 'Bad' } },
      { id: 'more', emoji: '➕', label: { pt: 'Mais', en: 'More' } },
    ],
  },
  {
    id: 'questions',
    emoji: '❓',
    label: { pt: 'Perguntas', en: 'Questions' },
    phrases: [
      { id: 'where', emoji: '📍', label: { pt: 'Onde?', en: 'Where?' } },
      { id: 'when', emoji: '🕐', label: { pt: 'Quando?', en: 'When?' } },
      { id: 'who', emoji: '👤', label: { pt: 'Quem?', en: 'Who?' } },
      { id: 'what', emoji: '🤔', label: { pt: 'O que é isso?', en: 'What is this?' } },
      { id: 'why', emoji: '❔', label: { pt: 'Por quê?', en: 'Why?' } },
    ],
  },
];
