import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Notice } from '../base/Notice.tsx';

/** Spec 2.14's banner text for an account on hold. */
export const ON_HOLD = msg`Your account is on hold !`;

export type HoldBannerProps = {
  /** The server's hold message; shown alone when `serverMessageOnly` (contract lifecycle). */
  message?: string;
  serverMessageOnly?: boolean;
};

/** The red on-hold banner: reading stays possible, uploads and payments are refused. */
export function HoldBanner({ message, serverMessageOnly }: HoldBannerProps) {
  const { i18n } = useLingui();
  const text = serverMessageOnly && message ? message : i18n._(ON_HOLD);
  const extra = !serverMessageOnly && message && message !== text ? message : '';
  return (
    <Notice variant="danger" part="hold">
      <strong>{text}</strong>
      {extra && <span className="hold-detail"> {extra}</span>}
    </Notice>
  );
}
