// The feelings page's 12 cards (spec 000 §2.5).
import type { SimpleCard } from './types';

export const FEELINGS: readonly SimpleCard[] = [
  { id: 'happy', emoji: '😊', label: { pt: 'Feliz', en: 'Happy' } },
  { id: 'sad', emoji: '😢', label: { pt: 'Triste', en: 'Sad' } },
  { id: 'angry', emoji: '😠', label: { pt: 'Com raiva', en: 'Angry' } },
  { id: 'scared', emoji: '😨', label: { pt: 'Com medo', en: 'Scared' } },
  { id: 'tired', emoji: '😫', label: { pt: 'Cansado', en: 'Tired' } },
  { id: 'calm', emoji: '😌', label: { pt: 'Calmo', en: 'Calm' } },
  { id: 'anxious', emoji: '😰', label: { pt: 'Ansioso', en: 'Anxious' } },
  { id: 'bored', emoji: '😐', label: { pt: 'Entediado', en: 'Bored' } },
  { id: 'excited', emoji: '🤩', label: { pt: 'Animado', en: 'Excited' } },
  { id: 'loved', emoji: '🥰', label: { pt: 'Amado', en: 'Loved' } },
  { id: 'lonely', emoji: '🥺', label: { pt: 'Sozinho', en: 'Lonely' } },
  { id: 'confused', emoji: '😕', label: { pt: 'Confuso', en: 'Confused' } },
];
