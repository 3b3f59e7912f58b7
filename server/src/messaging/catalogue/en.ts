/**
 * Every text Lobby sends to a player (texted codes, emailed codes and links), in English. Each
 * language's module gives every key with the same {{placeholders}}.
 */
export const EN = {
  'code.login':
    '{{merchant}}: your sign-in code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  'code.register':
    '{{merchant}}: your registration code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  'code.reset':
    '{{merchant}}: your password reset code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  'code.twoFactor':
    '{{merchant}}: your verification code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  'code.email':
    '{{merchant}}: your code to confirm this email address is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  'code.subject': '{{merchant}}: your code',
  'resetLink.subject': '{{merchant}}: reset your password',
  'resetLink.body':
    'Someone asked to reset the password of {{account}} at {{merchant}}. To choose a new password, open this link within {{minutes}} minutes:\n\n{{link}}\n\nIf it was not you, ignore this email: your password stays as it is.',
  'signInNotice.subject': '{{merchant}}: new sign-in to your account',
  'signInNotice.body':
    '{{account}} was signed in at {{merchant}} from a new device ({{device}}, {{ip}}). If it was you, there is nothing to do. If not, open this link to sign that device out, then change your password:\n\n{{link}}',
} as const;

export type MessageKey = keyof typeof EN;

/** One language's texts: every key of the English catalogue. */
export type MessageTexts = Readonly<Record<MessageKey, string>>;
