import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import {
  captchaGeetest,
  LIMITS,
  MESSAGE_KEYS,
  type CaptchaPurpose,
  type GeetestAnswer,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { currentLanguage, useT } from '../../../lib/i18n';
import type { CaptchaHandle } from './captcha-handle';
import { CaptchaStop, createGeetestRunner, localDriver } from './geetest-runner';

/** The runner as the app uses it: the server's setup, and Geetest's own script only when live. */
function appRunner() {
  return createGeetestRunner({
    fetchSetup: () =>
      api.call(captchaGeetest, {
        query: { t: String(Date.now()) },
        alert: false,
        timeoutMs: LIMITS.captchaTimeoutMs,
      }),
    driverFor: async (setup) =>
      setup.mode === 'local'
        ? localDriver
        : (await import('./geetest-live')).loadLiveDriver(setup.version, {
            language: currentLanguage,
          }),
  });
}

/**
 * The Geetest check: a tap on "I'm not a robot" runs the challenge, and a submit without a solved
 * one runs it first (SPEC section 5). Its own chunk, loaded only for merchants on Geetest.
 */
export default function CaptchaGeetest({
  idPrefix,
  purpose,
  version,
  ref,
}: {
  idPrefix: string;
  purpose: CaptchaPurpose;
  version: string;
  ref?: Ref<CaptchaHandle>;
}) {
  const t = useT();
  const runner = useMemo(appRunner, []);
  const [answer, setAnswer] = useState<GeetestAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const solved = useRef<GeetestAnswer | null>(null);

  const run = async (): Promise<GeetestAnswer | null> => {
    setProblem('');
    setBusy(true);
    try {
      const result = await runner.run(purpose, version);
      solved.current = result;
      setAnswer(result);
      return result;
    } catch (error) {
      setProblem(error instanceof CaptchaStop ? error.messageKey : MESSAGE_KEYS.unknownError);
      return null;
    } finally {
      // A run refused as too fast must not hide the one still in progress.
      setBusy(runner.verifying);
    }
  };

  useImperativeHandle(ref, () => ({
    validate: () => true,
    answer: async () => solved.current ?? run(),
    reset: (wrong) => {
      // A solved answer is good for one attempt only.
      solved.current = null;
      setAnswer(null);
      setProblem(wrong ? MESSAGE_KEYS.verifyFirst : '');
    },
  }));

  const problemId = `${idPrefix}-geetest-error`;
  return (
    <div className="field">
      <button
        type="button"
        role="checkbox"
        className="robot-check"
        aria-checked={!!answer}
        aria-busy={busy || undefined}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => {
          if (!answer) void run();
        }}
      >
        <span className="robot-box" aria-hidden="true">
          {answer ? (
            <svg viewBox="0 0 24 24" className="icon">
              <path d="M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.5-1.4z" />
            </svg>
          ) : busy ? (
            <span className="spinner" />
          ) : null}
        </span>
        <span>{t('captcha.notRobot')}</span>
      </button>
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
