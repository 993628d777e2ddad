// @vitest-environment node
// After signing in, the page goes back where the visitor was going — a professional page only, never elsewhere.
import { describe, expect, it } from 'vitest';
import { afterSignIn } from './ProfessionalGate';

describe('afterSignIn', () => {
  it('returns to the professional page named in ?next=, else the dashboard', () => {
    expect(afterSignIn('?next=%2Fprofessional%2Fpatients%2Fp-1')).toBe('/professional/patients/p-1');
    expect(afterSignIn('')).toBe('/professional/dashboard');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.example')).toBe('/professional/dashboard');
    expect(afterSignIn('?next=%2F%2Fevil.example%2Fprofessional%2F')).toBe('/professional/dashboard');
    expect(afterSignIn('?next=%2Fprofessional%2F..%2F..%2Fpranchas')).toBe('/professional/dashboard');
  });
});
