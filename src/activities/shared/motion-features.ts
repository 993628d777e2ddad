// The animation features the activities use (layout for pieces travelling, plus the basics), loaded after the
// activity is on screen: pieces can be chosen at once, and they start moving smoothly a moment later.
import { domMax } from 'framer-motion';

export default domMax;
