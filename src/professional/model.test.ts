// @vitest-environment node
// Patients and notes (issue 15; spec 001 §2, §5): every validation message's rule, the age from the birth date, and
// the search over name, diagnosis and guardian.
import { describe, expect, it } from 'vitest';
import { ageOn, matchesSearch, noteProblem, patientProblems, type PatientDraft } from './model';

const ok: PatientDraft = { name: 'Ana Souza', birthDate: '2015-03-10', diagnosis: 'TEA', guardianName: 'Maria', guardianPhone: '(11) 98765-4321', status: 'active', nextSession: '' };
const today = new Date('2026-11-25T12:00:00Z');

describe('patient validation', () => {
  it('accepts a complete patient, and one with only a name and a birth date', () => {
    expect(patientProblems(ok, today)).toEqual({});
    expect(patientProblems({ ...ok, diagnosis: '', guardianName: '', guardianPhone: '' }, today)).toEqual({});
  });

  it('needs a name and a real birth date, not in the future and not before 1900', () => {
    expect(patientProblems({ ...ok, name: '   ' }, today)).toEqual({ name: 'nameRequired' });
    expect(patientProblems({ ...ok, birthDate: '' }, today)).toEqual({ birthDate: 'birthDateRequired' });
    expect(patientProblems({ ...ok, birthDate: '2023-02-30' }, today)).toEqual({ birthDate: 'birthDateInvalid' });
    expect(patientProblems({ ...ok, birthDate: '10/03/2015' }, today)).toEqual({ birthDate: 'birthDateInvalid' });
    expect(patientProblems({ ...ok, birthDate: '2026-11-26' }, today)).toEqual({ birthDate: 'birthDateFuture' });
    expect(patientProblems({ ...ok, birthDate: '2026-11-25' }, today)).toEqual({});
    expect(patientProblems({ ...ok, birthDate: '1899-12-31' }, today)).toEqual({ birthDate: 'birthDateTooOld' });
    expect(patientProblems({ ...ok, birthDate: '1900-01-01' }, today)).toEqual({});
  });

  it('refuses a phone with letters or markup, over-long texts, and a next session that is not a date', () => {
    expect(patientProblems({ ...ok, guardianPhone: 'call me' }, today)).toEqual({ guardianPhone: 'phoneInvalid' });
    expect(patientProblems({ ...ok, guardianPhone: '<b>1234567</b>' }, today)).toEqual({ guardianPhone: 'phoneInvalid' });
    expect(patientProblems({ ...ok, guardianPhone: '+55 11 98765-4321' }, today)).toEqual({});
    expect(patientProblems({ ...ok, name: 'x'.repeat(10_000) }, today)).toEqual({ name: 'tooLong' });
    expect(patientProblems({ ...ok, diagnosis: 'x'.repeat(201) }, today)).toEqual({ diagnosis: 'tooLong' });
    expect(patientProblems({ ...ok, nextSession: '2026-13-01' }, today)).toEqual({ nextSession: 'nextSessionInvalid' });
  });

  it('a note needs both its title and its content', () => {
    expect(noteProblem('', 'text')).toBe('noteRequired');
    expect(noteProblem('Title', '   ')).toBe('noteRequired');
    expect(noteProblem('Title', 'text')).toBeNull();
  });
});

describe('age and search', () => {
  it('counts whole years, the day before a birthday one less', () => {
    expect(ageOn('2015-03-10', today)).toBe(11);
    expect(ageOn('2015-11-25', today)).toBe(11);
    expect(ageOn('2015-11-26', today)).toBe(10);
    expect(ageOn('2026-11-25', today)).toBe(0);
    expect(ageOn('garbage', today)).toBeNull();
  });

  it('finds by name, diagnosis or guardian, without minding accents or case', () => {
    const patient = { name: 'João Silva', diagnosis: 'Paralisia cerebral', guardianName: 'Márcia' };
    expect(matchesSearch(patient, 'joao')).toBe(true);
    expect(matchesSearch(patient, 'CEREBRAL')).toBe(true);
    expect(matchesSearch(patient, 'marcia')).toBe(true);
    expect(matchesSearch(patient, 'ana')).toBe(false);
    expect(matchesSearch(patient, '  ')).toBe(true);
  });
});
