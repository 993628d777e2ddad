// The needs page (spec 000 §2.5), reached from the basic mode.
import { CardPageScreen } from './CardPageScreen';

export default function NeedsScreen() {
  return <CardPageScreen page="needs" mode="needs" seed="needs" />;
}
