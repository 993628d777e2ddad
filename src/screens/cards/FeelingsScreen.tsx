// The feelings page (spec 000 §2.5), reached from the basic mode.
import { FEELINGS } from '@/content/feelings';
import { CardPageScreen } from './CardPageScreen';

export default function FeelingsScreen() {
  return <CardPageScreen page="feelings" mode="feelings" cards={FEELINGS} />;
}
