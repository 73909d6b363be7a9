import { Notice } from '../base/Notice.tsx';
import { followLink } from './links.ts';

/** A link a notice ends with: the record a write just made ("Open credit note CN-0003"). */
export type NoticeLink = { href: string; text: string };

/** The outcome of a write (part `notice`), ending with a link to what it made when there is one; the link stays in a host that routes. */
export function LinkedNotice({ ok = true, text, link }: { ok?: boolean; text: string; link?: NoticeLink }) {
  return (
    <Notice variant={ok ? 'success' : 'danger'} part="notice">
      {text}
      {link && (
        <>
          {' '}
          <a href={link.href} onClick={(e) => followLink(e, link.href)}>
            {link.text}
          </a>
        </>
      )}
    </Notice>
  );
}
