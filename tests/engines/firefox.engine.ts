// The core journeys in Firefox.
import { base, journeys } from './journeys';
import { openFirefox } from './firefox';

journeys('firefox', () => openFirefox(base()));
