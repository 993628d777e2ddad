// Every namespace, for checks that look at all texts at once (tests); the app loads screen namespaces lazily.
import { coreNamespaces } from './i18n';
import camera from './resources/camera';
import contact from './resources/contact';
import gaze from './resources/gaze';
import inclusive from './resources/inclusive';
import info from './resources/info';
import input from './resources/input';
import settings from './resources/settings';

export const screenNamespaces = { camera, contact, gaze, inclusive, info, input, settings } as const;
export const allNamespaces = { ...coreNamespaces, ...screenNamespaces } as const;
