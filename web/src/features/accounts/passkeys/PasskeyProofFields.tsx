import type { CodeFactor } from '@lobby/contract';
import { errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { CodeMethodPicker } from '../codes/CodeMethodPicker';
import { CodeRow } from '../codes/CodeRow';
import { useTextedCode } from '../codes/send-code';
import { PasswordField } from '../shared/Field';
import { usePasskeyProofCode } from './passkeys';

/** What the add form holds of the member's proof: the password, or the way a code went and it. */
export interface PasskeyProof {
  password: string;
  method: CodeFactor;
  code: string;
}

/**
 * The proof asked before a passkey is added: the password again, or for a member who never set
 * one (signed up by code) a code sent to their own number or address, by the way they pick
 * where they have both.
 */
export function PasskeyProofFields({
  byCode,
  methods,
  proof,
  onChange,
  onError,
}: {
  byCode: boolean;
  methods: CodeFactor[];
  proof: PasskeyProof;
  onChange: (proof: PasskeyProof) => void;
  onError: (message: string) => void;
}) {
  const t = useT();
  const sendCode = usePasskeyProofCode();
  const code = useTextedCode({
    ready: () => {
      onError('');
      return true;
    },
    request: () => sendCode.mutateAsync(proof.method),
    onError: (error, behaviour) => onError(errorMessage(error, behaviour)),
    sentMessage: t(proof.method === 'email' ? 'twoFactor.emailSent' : 'twoFactor.smsSent'),
  });

  if (!byCode) {
    return (
      <PasswordField
        id="passkey-password"
        label={t('field.password')}
        autoComplete="current-password"
        value={proof.password}
        onChange={(password) => onChange({ ...proof, password })}
      />
    );
  }
  return (
    <>
      <CodeMethodPicker
        name="passkey-proof-method"
        methods={methods}
        value={proof.method}
        onChange={(method) => onChange({ ...proof, method, code: '' })}
      />
      <p className="form-note">
        {t(proof.method === 'email' ? 'twoFactor.enterEmailCode' : 'twoFactor.enterSmsCode')}
      </p>
      <CodeRow
        id="passkey-code"
        field={{ value: proof.code, onChange: (value) => onChange({ ...proof, code: value }) }}
        onSend={code.send}
        busy={code.busy}
        notice={code.notice}
      />
    </>
  );
}
