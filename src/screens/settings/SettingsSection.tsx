// One titled block of the settings screen; each concern (voice, later input) is one of these.
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
