// Movement for the activities (framer-motion, loaded with these screens only): a piece flies from the tray to its
// slot and back, and a solved puzzle bursts into a few stars. Under prefers-reduced-motion nothing moves: pieces
// just appear in place and the stars only fade (MotionConfig 'user').
import { LazyMotion, m, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { SymbolView } from '@/components/card/SymbolView';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/** Wraps an activity: the motion features it uses, honouring the user's reduced-motion setting. */
export function ActivityMotion({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

/** A piece's face: the same `id` in the tray and in a slot makes it travel between them. */
export function PieceFace({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <m.span layoutId={id} className={className ? `piece-face ${className}` : 'piece-face'} transition={{ type: 'spring', stiffness: 500, damping: 38 }}>
      {children}
    </m.span>
  );
}

const BURST = ['🎉', '⭐', '✨', '🌟', '🎊', '⭐', '✨', '🎉', '🌟', '✨'];

/** Stars bursting out of the board when a puzzle is solved; decoration only. */
export function Celebration() {
  return (
    <span className="celebration" aria-hidden="true">
      {BURST.map((emoji, i) => {
        const angle = (i / BURST.length) * Math.PI * 2;
        return (
          <m.span
            key={i}
            className="celebration__item"
            initial={{ opacity: 0, x: 0, y: 0, scale: 0.4 }}
            animate={{ opacity: [0, 1, 1, 0], x: Math.cos(angle) * 160, y: Math.sin(angle) * 110, scale: 1.2 }}
            transition={{ duration: 1.4, ease: 'easeOut' }}
          >
            <SymbolView symbol={emoji} className="celebration__symbol" />
          </m.span>
        );
      })}
    </span>
  );
}
