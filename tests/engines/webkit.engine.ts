// The core journeys in WebKit (Safari's engine).
import { base, journeys } from './journeys';
import { openWebKit } from './webkit';

journeys('webkit', () => openWebKit(base()));
