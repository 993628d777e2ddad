// The animalsObjects page (spec 000 §2.5), reached from the basic mode.
import { ANIMALS_OBJECTS } from '@/content/animals-objects';
import { CardPageScreen } from './CardPageScreen';

export default function AnimalsObjectsScreen() {
  return <CardPageScreen page="animalsObjects" mode="animals-objects" cards={ANIMALS_OBJECTS} />;
}
