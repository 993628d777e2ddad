// The core journeys in Firefox.
import { afterAll } from 'vitest';
import { base, journeys } from './journeys';
import { closeFirefox, openFirefox } from './firefox';

journeys('firefox', () => openFirefox(base()), { withMicrophone: () => openFirefox(base(), { microphone: true }) });
afterAll(closeFirefox);
