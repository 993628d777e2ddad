// The animals and objects page (spec 000 §2.5), reached from the basic mode.
import { CardPageScreen } from './CardPageScreen';

export default function AnimalsObjectsScreen() {
  return <CardPageScreen page="animalsObjects" mode="animals-objects" seed="animals-objects" />;
}
