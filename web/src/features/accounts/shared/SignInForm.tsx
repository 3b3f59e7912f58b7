import type { FormEvent, ReactNode } from 'react';
import { prepareDeviceId } from '../../../lib/device-id';

/**
 * The form of a sign-in or a registration: the page's own checks instead of the browser's, and
 * the device id sent at submit derived from the player's first touch of the form, so the
 * fingerprint library never weighs on the page's first load (issue 12).
 */
export function SignInForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={prepareDeviceId}
      onPointerDownCapture={prepareDeviceId}
    >
      {children}
    </form>
  );
}
