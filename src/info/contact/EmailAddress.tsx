// The contact address shown as plain text that one tap or click selects whole, for copying by hand when the
// clipboard or the mail app cannot be used.
import type { Ref } from 'react';
import { config } from '@/config/env';

export function EmailAddress({ ref }: { ref?: Ref<HTMLSpanElement> }) {
  return (
    <span ref={ref} className="contact-address" translate="no">
      {config.contactEmail}
    </span>
  );
}
