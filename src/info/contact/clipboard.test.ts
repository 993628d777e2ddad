import { describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copyText', () => {
  it('reports copied when the clipboard accepts the text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyText('contato@aceno.app', { writeText })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('contato@aceno.app');
  });

  it('reports refused when the browser rejects the write', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(copyText('x', { writeText })).resolves.toBe('refused');
  });

  it('reports unavailable without a clipboard API', async () => {
    await expect(copyText('x', undefined)).resolves.toBe('unavailable');
    await expect(copyText('x', {} as Clipboard)).resolves.toBe('unavailable');
  });
});
