import { lazy, Suspense, type Ref } from 'react';
import type { RegisterSettings } from '@lobby/contract';
import type { CaptchaHandle } from './captcha-handle';
import { CaptchaPlain } from './CaptchaPlain';

const CaptchaGeetest = lazy(() => import('./CaptchaGeetest'));

/**
 * The captcha a form shows, when the merchant asks one for this purpose (registration settings):
 * the plain picture, or the Geetest check. Nothing at all otherwise.
 */
export function Captcha({
  idPrefix,
  purpose,
  settings,
  ref,
}: {
  idPrefix: string;
  purpose: 'login' | 'register' | 'sms';
  settings: RegisterSettings['captcha'] | undefined;
  ref: Ref<CaptchaHandle>;
}) {
  if (!settings || settings.kind === 'none' || !settings[purpose]) return null;
  // The SMS captcha is Geetest v4 only: the server answers any other with its refusal.
  if (settings.kind === 'plain') {
    return purpose === 'sms' ? null : <CaptchaPlain idPrefix={idPrefix} ref={ref} />;
  }
  return (
    <Suspense fallback={<div className="skeleton button-skeleton" aria-hidden="true" />}>
      <CaptchaGeetest idPrefix={idPrefix} purpose={purpose} version={settings.version} ref={ref} />
    </Suspense>
  );
}
