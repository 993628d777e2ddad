// A photo drawn by the browser at test time, as PNG bytes for a file chooser: a top band over the rest, or a left
// half beside it — a real picture of the size asked, no fixture file.
import type { Page } from '@playwright/test';

export async function drawnPhoto(page: Page, { width, height, split, first, second }: { width: number; height: number; split: 'left' | 'top'; first: string; second: string }): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, split, first, second }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = second;
      context.fillRect(0, 0, width, height);
      context.fillStyle = first;
      if (split === 'left') context.fillRect(0, 0, width / 2, height);
      else context.fillRect(0, 0, width, Math.round(height * 0.56));
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { width, height, split, first, second },
  );
  return Buffer.from(base64, 'base64');
}
