import type { MessageTexts } from './en.js';

export const TW: MessageTexts = {
  'code.login':
    '【{{merchant}}】您的登入驗證碼是 {{code}}，{{minutes}} 分鐘內有效。請勿告訴任何人。',
  'code.register':
    '【{{merchant}}】您的註冊驗證碼是 {{code}}，{{minutes}} 分鐘內有效。請勿告訴任何人。',
  'code.reset':
    '【{{merchant}}】您的重設密碼驗證碼是 {{code}}，{{minutes}} 分鐘內有效。請勿告訴任何人。',
  'code.twoFactor':
    '【{{merchant}}】您的身分驗證碼是 {{code}}，{{minutes}} 分鐘內有效。請勿告訴任何人。',
  'code.email':
    '【{{merchant}}】您用於確認此電子郵件地址的驗證碼是 {{code}}，{{minutes}} 分鐘內有效。請勿告訴任何人。',
  'code.subject': '{{merchant}}：您的驗證碼',
  'resetLink.subject': '{{merchant}}：重設密碼',
  'resetLink.body':
    '有人申請重設 {{merchant}} 帳戶 {{account}} 的密碼。如要設定新密碼，請在 {{minutes}} 分鐘內開啟此連結：\n\n{{link}}\n\n如果不是您本人操作，請忽略此郵件，您的密碼不會改變。',
  'signInNotice.subject': '{{merchant}}：您的帳戶有新的登入',
  'signInNotice.body':
    '{{account}} 在 {{merchant}} 從一台新裝置登入（{{device}}，{{ip}}）。如果是您本人，無需任何操作。如果不是，請開啟此連結讓該裝置登出，然後變更密碼：\n\n{{link}}',
};
