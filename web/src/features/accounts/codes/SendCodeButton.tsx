import { useEffect, useState } from 'react';
import type { CodeSent } from '@lobby/contract';
import { useT } from '../../../lib/i18n';

/**
 * The "Send code" button beside a code field. After a send it counts down the seconds until a
 * new code may be asked for, as the server's answer says.
 */
export function SendCodeButton({
  onSend,
  busy,
  label,
}: {
  /** The words before a send; "Send code" by default. */
  label?: string;
  /** Sends the code; answers undefined when nothing was sent (the form says why). */
  onSend: () => Promise<CodeSent | undefined>;
  busy: boolean;
}) {
  const t = useT();
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  useEffect(() => {
    if (waitUntil <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);

  const send = async () => {
    const sent = await onSend();
    if (!sent) return;
    setNow(Date.now());
    setWaitUntil(Date.now() + sent.resendAfterSeconds * 1000);
  };

  return (
    <button
      type="button"
      className="button secondary send-code"
      aria-busy={busy || undefined}
      disabled={left > 0}
      onClick={() => {
        if (!busy) void send();
      }}
    >
      {left > 0 ? t('code.resendIn', { seconds: left }) : (label ?? t('code.send'))}
    </button>
  );
}
