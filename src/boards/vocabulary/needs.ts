// The needs page's 17 cards (spec 000 §2.5), in the order shown: the most urgent first, so keys 1–9 reach them.
import type { SimpleCard } from './types';

export const NEEDS: readonly SimpleCard[] = [
  { id: 'water', emoji: '💧', label: { pt: 'Água', en: 'Water' } },
  { id: 'food', emoji: '🍽️', label: { pt: 'Comida', en: 'Food' } },
  { id: 'bathroom', emoji: '🚻', label: { pt: 'Banheiro', en: 'Bathroom' } },
  { id: 'help', emoji: '🆘', label: { pt: 'Ajuda', en: 'Help' } },
  { id: 'medicine', emoji: '💊', label: { pt: 'Remédio', en: 'Medicine' } },
  { id: 'sleep', emoji: '😴', label: { pt: 'Dormir', en: 'Sleep' } },
  { id: 'rest', emoji: '🛋️', label: { pt: 'Descansar', en: 'Rest' } },
  { id: 'bath', emoji: '🛁', label: { pt: 'Banho', en: 'Bath' } },
  { id: 'cold', emoji: '🥶', label: { pt: 'Frio', en: 'Cold' } },
  { id: 'hot', emoji: '🥵', label: { pt: 'Calor', en: 'Hot' } },
  { id: 'doctor', emoji: '🧑‍⚕️', label: { pt: 'Médico', en: 'Doctor' } },
  { id: 'bed', emoji: '🛏️', label: { pt: 'Cama', en: 'Bed' } },
  { id: 'change-position', emoji: '🔄', label: { pt: 'Mudar de posição', en: 'Change position' } },
  { id: 'brush-teeth', emoji: '🪥', label: { pt: 'Escovar os dentes', en: 'Brush my teeth' } },
  { id: 'change-clothes', emoji: '👕', label: { pt: 'Trocar de roupa', en: 'Change clothes' } },
  { id: 'go-out', emoji: '🚪', label: { pt: 'Sair', en: 'Go out' } },
  { id: 'tv', emoji: '📺', label: { pt: 'Televisão', en: 'Television' } },
];
