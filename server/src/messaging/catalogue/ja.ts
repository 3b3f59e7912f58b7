import type { MessageTexts } from './en.js';

export const JA: MessageTexts = {
  'code.login':
    '{{merchant}}：ログイン用コードは {{code}} です。有効期限は{{minutes}}分です。誰にも教えないでください。',
  'code.register':
    '{{merchant}}：登録用コードは {{code}} です。有効期限は{{minutes}}分です。誰にも教えないでください。',
  'code.reset':
    '{{merchant}}：パスワード再設定用コードは {{code}} です。有効期限は{{minutes}}分です。誰にも教えないでください。',
  'code.twoFactor':
    '{{merchant}}：認証コードは {{code}} です。有効期限は{{minutes}}分です。誰にも教えないでください。',
  'code.email':
    '{{merchant}}：このメールアドレスを確認するコードは {{code}} です。有効期限は{{minutes}}分です。誰にも教えないでください。',
  'code.subject': '{{merchant}}：あなたのコード',
  'resetLink.subject': '{{merchant}}：パスワードの再設定',
  'resetLink.body':
    '{{merchant}}のアカウント {{account}} のパスワード再設定が申請されました。新しいパスワードを設定するには、{{minutes}}分以内に次のリンクを開いてください。\n\n{{link}}\n\nお心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'signInNotice.subject': '{{merchant}}：アカウントへの新しいログイン',
  'signInNotice.body':
    '{{merchant}} の {{account}} に新しい端末（{{device}}、{{ip}}）からログインがありました。ご本人であれば、何もする必要はありません。心当たりがない場合は、このリンクを開いてその端末をログアウトさせ、パスワードを変更してください：\n\n{{link}}',
};
