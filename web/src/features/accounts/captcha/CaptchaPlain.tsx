import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { captchaImage, LIMITS, type PlainCaptcha } from '@lobby/contract';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { CaptchaHandle } from './captcha-handle';
import { Field } from '../shared/Field';

// Only the server's own SVG data URL is shown; anything else is treated as a failed load.
const SVG_DATA_URL = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/;
const MAX_CODE_LENGTH = 16;

type Problem = 'validation.required' | 'captcha.wrong' | 'captcha.loadError' | null;

/**
 * The plain captcha: the server's picture of 5 characters, a field to type them and a button
 * for a new picture. Each picture answers once, so a failed attempt brings a new one.
 */
export function CaptchaPlain({ idPrefix, ref }: { idPrefix: string; ref?: Ref<CaptchaHandle> }) {
  const t = useT();
  const [captcha, setCaptcha] = useState<PlainCaptcha | null>(null);
  const [loading, setLoading] = useState(true);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const next = await api.call(captchaImage, {
        query: { t: String(Date.now()) },
        alert: false,
        timeoutMs: LIMITS.captchaTimeoutMs,
      });
      if (request !== latest.current) return;
      if (!SVG_DATA_URL.test(next.image)) throw new Error('not an SVG data URL');
      setCaptcha(next);
      setProblem((previous) => (previous === 'captcha.loadError' ? null : previous));
    } catch {
      if (request !== latest.current) return;
      setCaptcha(null);
      setProblem('captcha.loadError');
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(
    (wrong: boolean) => {
      setCode('');
      setProblem(wrong ? 'captcha.wrong' : null);
      void load();
    },
    [load],
  );

  useImperativeHandle(
    ref,
    () => ({
      validate() {
        const missing: Problem = !captcha
          ? 'captcha.loadError'
          : code.trim()
            ? null
            : 'validation.required';
        setProblem(missing);
        if (missing) input.current?.focus();
        return !missing;
      },
      answer: async () =>
        captcha ? { captchaId: captcha.captchaId, captchaCode: code.trim() } : null,
      reset: refresh,
    }),
    [captcha, code, refresh],
  );

  const id = `${idPrefix}-captcha`;
  return (
    <Field
      id={id}
      label={t('captcha.label')}
      value={code}
      onChange={(value) => {
        setCode(value.slice(0, MAX_CODE_LENGTH));
        if (problem === 'validation.required' || problem === 'captcha.wrong') setProblem(null);
      }}
      autoComplete="off"
      inputRef={(element) => {
        input.current = element;
      }}
      hint={t('captcha.hint')}
      error={problem ? t(problem) : undefined}
      suffix={
        <span className="captcha-suffix">
          {captcha && !loading ? (
            <img
              className="captcha-image"
              src={captcha.image}
              alt={t('captcha.imageAlt')}
              width={150}
              height={50}
            />
          ) : (
            <span className="captcha-image skeleton" aria-hidden="true" />
          )}
          <button
            type="button"
            className="field-toggle"
            aria-label={t('captcha.refresh')}
            aria-controls={id}
            aria-busy={loading || undefined}
            onClick={() => refresh(false)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="icon">
              <path d="M17.65 6.35A7.95 7.95 0 0012 4a8 8 0 108 8h-2a6 6 0 11-1.76-4.24L13 11h7V4l-2.35 2.35z" />
            </svg>
          </button>
        </span>
      }
    />
  );
}
