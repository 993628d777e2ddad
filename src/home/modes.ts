// The modes offered on the home page, in the spec's order (spec 000 §1 lists all eight), then Inclusive City (spec 001); typing (issue 25) after
// the constructor, the other way to say a whole sentence; scenes (issue 40) last, a photo that speaks.
import type { RouteId } from '@/routes/paths';

export interface ModeEntry {
  id: 'basic' | 'dynamic' | 'constructorMode' | 'inclusive' | 'guided' | 'puzzle' | 'pictograms' | 'lettersSounds' | 'inclusiveCity' | 'typing' | 'scenes';
  route: RouteId;
  emoji: string;
}

export const MODES: readonly ModeEntry[] = [
  { id: 'basic', route: 'basic', emoji: '🖼️' },
  { id: 'dynamic', route: 'dynamic', emoji: '⚡' },
  { id: 'constructorMode', route: 'constructorMode', emoji: '🧱' },
  { id: 'typing', route: 'typing', emoji: '⌨️' },
  { id: 'inclusive', route: 'inclusive', emoji: '👁️' },
  { id: 'guided', route: 'guided', emoji: '🧭' },
  { id: 'puzzle', route: 'puzzle', emoji: '🧩' },
  { id: 'pictograms', route: 'pictograms', emoji: '🗂️' },
  { id: 'lettersSounds', route: 'lettersSounds', emoji: '🔤' },
  { id: 'inclusiveCity', route: 'inclusiveCity', emoji: '🏙️' },
  { id: 'scenes', route: 'scenes', emoji: '🏞️' },
];
