// The info / about page (spec 000 §2.10): sticky header, the sections in the spec's order, contact and footer.
// The page only composes its parts; each section owns its own texts and markup.
import { ContactSection } from './ContactSection';
import { DemoSection } from './demo/DemoSection';
import { InfoHeader } from './InfoHeader';
import { AboutSection } from './sections/AboutSection';
import { CallToActionSection } from './sections/CallToActionSection';
import { DevicesSection } from './sections/DevicesSection';
import { ExperienceSection } from './sections/ExperienceSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HeroSection } from './sections/HeroSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { InfoFooter } from './sections/InfoFooter';
import { ModesSection } from './sections/ModesSection';
import { PressSection } from './sections/PressSection';
import { useHashScroll } from './useHashScroll';
import './info.css';
import { needTexts } from '@/i18n/i18n';

needTexts('info');

export default function InfoScreen() {
  useHashScroll();
  return (
    <div className="info">
      <InfoHeader />
      <HeroSection />
      <ModesSection />
      <HowItWorksSection />
      <DemoSection />
      <FeaturesSection />
      <DevicesSection />
      <ExperienceSection />
      <PressSection />
      <AboutSection />
      <ContactSection />
      <CallToActionSection />
      <InfoFooter />
    </div>
  );
}
