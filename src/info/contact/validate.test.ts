import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, cleanContact, validateContact } from './validate';

const valid = { name: 'Ana Souza', email: 'ana@exemplo.com.br', subject: 'Parceria', message: 'Olá, gostaria de conversar.' };

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires all four fields when blank', () => {
    expect(validateContact({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('treats spaces, tabs and newlines only as blank', () => {
    expect(validateContact({ name: '   ', email: ' \t ', subject: '\n', message: '  \n  ' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it.each(['a@b', 'ana@', '@exemplo.com', 'ana', 'ana@exemplo', 'ana@exemplo.c', 'ana @exemplo.com', 'ana@@exemplo.com', 'ana@exemplo..com', 'ana@.com'])(
    'rejects the e-mail %j',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'emailFormat' });
    },
  );

  it.each(['ana@exemplo.com', 'joão.silva+aceno@mail.example.org', '  ana@exemplo.com  '])('accepts the e-mail %j', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({});
  });

  it('bounds the lengths: name ≤ 100, subject ≤ 150, message 10–2000, e-mail ≤ 254', () => {
    expect(CONTACT_LIMITS).toEqual({
      name: { min: 1, max: 100 },
      email: { min: 1, max: 254 },
      subject: { min: 1, max: 150 },
      message: { min: 10, max: 2000 },
    });
    expect(validateContact({ ...valid, subject: 'x'.repeat(300) })).toEqual({ subject: 'tooLong' });
    expect(validateContact({ ...valid, subject: 'x'.repeat(150) })).toEqual({});
    expect(validateContact({ ...valid, name: 'n'.repeat(101) })).toEqual({ name: 'tooLong' });
    expect(validateContact({ ...valid, message: 'curta' })).toEqual({ message: 'tooShort' });
    expect(validateContact({ ...valid, message: '   123456789   ' })).toEqual({ message: 'tooShort' });
    expect(validateContact({ ...valid, message: '1234567890' })).toEqual({});
    expect(validateContact({ ...valid, message: 'm'.repeat(2001) })).toEqual({ message: 'tooLong' });
    expect(validateContact({ ...valid, email: `${'a'.repeat(250)}@x.com` })).toEqual({ email: 'tooLong' });
  });

  it('counts characters, not UTF-16 units, so accents and emoji are not penalised', () => {
    expect(validateContact({ ...valid, name: '😀'.repeat(100) })).toEqual({});
    expect(validateContact({ ...valid, name: 'ç'.normalize('NFC').repeat(100) })).toEqual({});
  });

  it('never throws on garbage and reports it as missing', () => {
    const garbage = { name: 42, email: null, subject: { a: 1 }, message: ['x'] };
    expect(validateContact(garbage)).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(validateContact(undefined)).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(validateContact({})).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(validateContact({ ...valid, email: '\u0000\u0001@@' })).toEqual({ email: 'emailFormat' });
  });
});

describe('cleanContact', () => {
  it('trims every field', () => {
    expect(cleanContact({ name: ' Ana ', email: ' a@b.co ', subject: ' Oi ', message: '\n texto \n' })).toEqual({
      name: 'Ana',
      email: 'a@b.co',
      subject: 'Oi',
      message: 'texto',
    });
  });
});
