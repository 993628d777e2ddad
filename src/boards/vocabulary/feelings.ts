// The feelings page's 12 cards (spec 000 §2.5).
import type { SimpleCard } from './types';
import { cardsOf } from './words';

export const FEELINGS: readonly SimpleCard[] = cardsOf('feelings', [
  ['happy', '😊'],
  ['sad', '😢'],
  ['angry', '😠'],
  ['scared', '😨'],
  ['tired', '😫'],
  ['calm', '😌'],
  ['anxious', '😰'],
  ['bored', '😐'],
  ['excited', '🤩'],
  ['loved', '🥰'],
  ['lonely', '🥺'],
  ['confused', '😕'],
]);
