// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languageOfPath, languageOfUnknownPath, languageRedirect, matchRoute, pathFor, recordablePath, ROUTE_IDS, sharedBoardPath, translatePath } from './paths';

describe('route table', () => {
  it('gives every screen a unique Portuguese and English path', () => {
    const all = ROUTE_IDS.flatMap((id) => [pathFor(id, 'pt'), pathFor(id, 'en')]);
    const distinct = new Set(ROUTE_IDS.map((id) => pathFor(id, 'pt')));
    expect(distinct.size).toBe(ROUTE_IDS.length);
    // Inclusive City has no English path yet; a shared board's page and the professional pages (but their sign-in)
    // are one path for both languages.
    const oneForBoth = ['sharedBoard', 'professionalDashboard', 'professionalPatients', 'professionalPatientNew', 'professionalPatientEdit', 'professionalPatientBoards', 'professionalCreateBoard', 'professionalPatient'];
    expect(all.filter((p) => p.startsWith('/en')).length).toBe(ROUTE_IDS.length - oneForBoth.length);
  });

  it('matches both paths of a pair, with a trailing slash too', () => {
    expect(matchRoute('/info')).toEqual({ id: 'info', lang: 'pt' });
    expect(matchRoute('/en/info/')).toEqual({ id: 'info', lang: 'en' });
    expect(matchRoute('/en')).toEqual({ id: 'home', lang: 'en' });
    expect(matchRoute('/en/letters')).toEqual({ id: 'lettersSounds', lang: 'en' });
    expect(matchRoute('/board/abc')).toEqual({ id: 'sharedBoard', lang: null });
    expect(matchRoute('/en/inclusive-city')).toEqual({ id: 'inclusiveCity', lang: 'en' });
    expect(matchRoute('/nope')).toBeNull();
  });

  it('matches a shared board’s page by its token, in either language, and nothing longer or empty', () => {
    expect(matchRoute('/board/abcDEF0123456789')).toEqual({ id: 'sharedBoard', lang: null });
    expect(matchRoute('/board/demo-dinamico/')).toEqual({ id: 'sharedBoard', lang: null });
    expect(matchRoute('/board/')).toBeNull();
    expect(matchRoute('/board/a/b')).toBeNull();
    expect(sharedBoardPath('abc DEF')).toBe('/board/abc%20DEF');
    expect(matchRoute('/professional/patients/new')).toEqual({ id: 'professionalPatientNew', lang: null });
    expect(matchRoute('/professional/patients/p-1')).toEqual({ id: 'professionalPatient', lang: null });
    expect(matchRoute('/professional/patients/p-1/edit')).toEqual({ id: 'professionalPatientEdit', lang: null });
    expect(matchRoute('/en/professional/sign-in')).toEqual({ id: 'professionalSignIn', lang: 'en' });
    expect(matchRoute('/professional/patients/p-1/boards')).toEqual({ id: 'professionalPatientBoards', lang: null });
    expect(matchRoute('/professional/patients/p-1/create-board')).toEqual({ id: 'professionalCreateBoard', lang: null });
  });

  it('keeps a page with a part of its own where it is when the language changes, and keeps that part out of analytics', () => {
    expect(translatePath('/board/abcDEF0123456789', 'en')).toBe('/board/abcDEF0123456789');
    expect(translatePath('/professional/patients/p-1', 'en')).toBe('/professional/patients/p-1');
    expect(translatePath('/professional/entrar', 'en')).toBe('/en/professional/sign-in');
    expect(recordablePath('/board/abcDEF0123456789')).toBe('/board/:token');
    expect(recordablePath('/professional/patients/p-1/edit')).toBe('/professional/patients/:patientId/edit');
    expect(recordablePath('/info')).toBe('/info');
  });

  it('translates a path to the same screen in the other language', () => {
    expect(translatePath('/dinamico', 'en')).toBe('/en/dynamic');
    expect(translatePath('/en/dynamic', 'pt')).toBe('/dinamico');
    expect(translatePath('/en', 'pt')).toBe('/');
    expect(translatePath('/cidade-inclusiva', 'en')).toBe('/en/inclusive-city');
    expect(translatePath('/professional/dashboard', 'en')).toBe('/professional/dashboard');
    expect(translatePath('/unknown', 'en')).toBeNull();
  });

  it('sends an English start language from a Portuguese path to its English pair only', () => {
    expect(languageRedirect('/', 'en')).toBe('/en');
    expect(languageRedirect('/info', 'en')).toBe('/en/info');
    expect(languageRedirect('/info', 'pt')).toBeNull();
    expect(languageRedirect('/en/info', 'pt')).toBeNull();
    expect(languageRedirect('/cidade-inclusiva', 'en')).toBe('/en/inclusive-city');
    expect(languageRedirect('/professional/dashboard', 'en')).toBeNull();
  });

  it('reads the language of an unknown path from its prefix', () => {
    expect(languageOfUnknownPath('/en/whatever', 'pt')).toBe('en');
    expect(languageOfUnknownPath('/english', 'pt')).toBe('pt');
    expect(languageOfUnknownPath('/x', 'en')).toBe('en');
  });

  it('shows a page in its address language, one address for both in the start language', () => {
    expect(languageOfPath('/en/home', 'pt')).toBe('en');
    expect(languageOfPath('/dinamico', 'en')).toBe('pt');
    expect(languageOfPath('/professional/dashboard', 'en')).toBe('en');
    expect(languageOfPath('/professional/dashboard', 'pt')).toBe('pt');
    expect(languageOfPath('/en/whatever', 'pt')).toBe('en');
  });
});
