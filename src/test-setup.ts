import 'fake-indexeddb/auto';
import { screenNamespaces } from '@/i18n/all-texts';
import { addTexts } from '@/i18n/i18n';

// Components are tested on their own, without the screen module that registers their texts in the app.
for (const [ns, texts] of Object.entries(screenNamespaces)) addTexts(ns, texts);
