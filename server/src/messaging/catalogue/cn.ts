import type { MessageTexts } from './en.js';

export const CN: MessageTexts = {
  'code.login':
    '【{{merchant}}】您的登录验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
  'code.register':
    '【{{merchant}}】您的注册验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
  'code.reset':
    '【{{merchant}}】您的重置密码验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
  'code.twoFactor':
    '【{{merchant}}】您的身份验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
  'code.email':
    '【{{merchant}}】您用于确认此邮箱地址的验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
  'code.subject': '{{merchant}}：您的验证码',
  'resetLink.subject': '{{merchant}}：重置密码',
  'resetLink.body':
    '有人申请重置 {{merchant}} 账户 {{account}} 的密码。如需设置新密码，请在 {{minutes}} 分钟内打开此链接：\n\n{{link}}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
  'signInNotice.subject': '{{merchant}}：您的账户有新的登录',
  'signInNotice.body':
    '{{account}} 在 {{merchant}} 从一台新设备登录（{{device}}，{{ip}}）。如果是您本人，无需任何操作。如果不是，请打开此链接让该设备退出登录，然后修改密码：\n\n{{link}}',
};
