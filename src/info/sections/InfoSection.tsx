// The frame every section of the info page shares: its anchor, an h2 that names the region, an optional intro,
// and a plain or tinted band so neighbouring sections stay apart.
import type { ReactNode } from 'react';
import type { SectionId } from '@/info/anchors';
import { Icon } from '@/components/Icon';

interface InfoSectionProps {
  id: SectionId;
  title: string;
  intro?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

export function InfoSection({ id, title, intro, tone = 'plain', children }: InfoSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`info-section info-section--${tone}`} aria-labelledby={headingId}>
      <div className="info-section__inner">
        <h2 id={headingId} className="info-section__title">
          {title}
        </h2>
        {intro && <p className="info-section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export interface InfoCardItem {
  id: string;
  emoji: string;
  title: string;
  description: string;
}

/** A grid of emoji + title + description cards (modes, features, devices, experience). */
export function InfoCardGrid({ items, label }: { items: readonly InfoCardItem[]; label?: string }) {
  return (
    <ul className="info-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="info-card">
          <span className="info-card__emoji" aria-hidden="true">
            <Icon emoji={item.emoji} />
          </span>
          <h3 className="info-card__title">{item.title}</h3>
          <p className="info-card__text">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
