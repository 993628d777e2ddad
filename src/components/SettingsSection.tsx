// One titled block of the settings screen, a region named by its heading; each concern (voice now, the input
// profile later) is one of these, so screen readers can jump between them.
import { useId, type ReactNode } from 'react';

export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section__title">
        {title}
      </h2>
      {intro && <p className="settings-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
