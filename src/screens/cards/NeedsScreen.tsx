// The needs page (spec 000 §2.5), reached from the basic mode.
import { NEEDS } from '@/content/needs';
import { CardPageScreen } from './CardPageScreen';

export default function NeedsScreen() {
  return <CardPageScreen page="needs" mode="needs" cards={NEEDS} />;
}
