// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TextTree } from '@/i18n/define';
import { allNamespaces as namespaces } from './all-texts';

function keys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' || Array.isArray(value) ? [`${prefix}${key}`] : keys(value as TextTree, `${prefix}${key}.`),
  );
}

function values(tree: TextTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? (value as string[]) : values(value as TextTree),
  );
}

describe.each(Object.entries(namespaces))('texts of %s', (_ns, texts) => {
  it('has the same keys in Portuguese and English', () => {
    expect(keys(texts.en as TextTree)).toEqual(keys(texts.pt));
  });

  it('has no empty text in either language', () => {
    for (const text of [...values(texts.pt), ...values(texts.en as TextTree)]) expect(text.trim()).not.toBe('');
  });
});
