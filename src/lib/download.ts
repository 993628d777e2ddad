// Owns: saving a file the app made to the device (a board file, a backup, a report): a link to the blob, clicked,
// and the blob's address released a minute later (a slow device may still be writing it).

export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
