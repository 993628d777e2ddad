import { defineTexts } from '../define';

export default defineTexts({}, {});
