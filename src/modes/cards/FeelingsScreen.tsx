// The feelings page (spec 000 §2.5), reached from the basic mode.
import { CardPageScreen } from './CardPageScreen';

export default function FeelingsScreen() {
  return <CardPageScreen page="feelings" mode="feelings" seed="feelings" />;
}
