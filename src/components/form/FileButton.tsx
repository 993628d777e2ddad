// A button that asks for a file (a photo, a recording, a backup): the file input stays hidden, so keys, switches
// and dwell reach one ordinary button, and the same file can be chosen twice in a row.
import { useRef, type ReactNode } from 'react';

interface FileButtonProps {
  accept: string;
  /** Opens the camera or microphone app on a phone instead of the file list. */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  className?: string;
  onFile: (file: File) => void;
  children: ReactNode;
}

export function FileButton({ accept, capture, disabled, className = 'button button--secondary', onFile, children }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        {...(capture ? { capture } : {})}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
