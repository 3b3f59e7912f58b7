import type { MessageTexts } from './en.js';

export const RU: MessageTexts = {
  'code.login':
    '{{merchant}}: ваш код для входа — {{code}}. Он действует {{minutes}} мин. Никому его не сообщайте.',
  'code.register':
    '{{merchant}}: ваш код для регистрации — {{code}}. Он действует {{minutes}} мин. Никому его не сообщайте.',
  'code.reset':
    '{{merchant}}: ваш код для сброса пароля — {{code}}. Он действует {{minutes}} мин. Никому его не сообщайте.',
  'code.twoFactor':
    '{{merchant}}: ваш код подтверждения — {{code}}. Он действует {{minutes}} мин. Никому его не сообщайте.',
  'code.email':
    '{{merchant}}: ваш код для подтверждения этого адреса почты — {{code}}. Он действует {{minutes}} мин. Никому его не сообщайте.',
  'code.subject': '{{merchant}}: ваш код',
  'resetLink.subject': '{{merchant}}: сброс пароля',
  'resetLink.body':
    'Кто-то запросил сброс пароля аккаунта {{account}} на {{merchant}}. Чтобы задать новый пароль, откройте эту ссылку в течение {{minutes}} мин.:\n\n{{link}}\n\nЕсли это были не вы, просто проигнорируйте это письмо: ваш пароль не изменится.',
};
