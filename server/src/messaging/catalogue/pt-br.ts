import type { MessageTexts } from './en.js';

export const PT_BR: MessageTexts = {
  'code.login':
    '{{merchant}}: seu código de login é {{code}}. Ele expira em {{minutes}} minutos. Nunca compartilhe.',
  'code.register':
    '{{merchant}}: seu código de cadastro é {{code}}. Ele expira em {{minutes}} minutos. Nunca compartilhe.',
  'code.reset':
    '{{merchant}}: seu código para redefinir a senha é {{code}}. Ele expira em {{minutes}} minutos. Nunca compartilhe.',
  'code.twoFactor':
    '{{merchant}}: seu código de verificação é {{code}}. Ele expira em {{minutes}} minutos. Nunca compartilhe.',
  'code.email':
    '{{merchant}}: seu código para confirmar este endereço de e-mail é {{code}}. Ele expira em {{minutes}} minutos. Nunca compartilhe.',
  'code.subject': '{{merchant}}: seu código',
  'resetLink.subject': '{{merchant}}: redefina sua senha',
  'resetLink.body':
    'Alguém pediu para redefinir a senha de {{account}} em {{merchant}}. Para escolher uma nova senha, abra este link em até {{minutes}} minutos:\n\n{{link}}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.',
  'signInNotice.subject': '{{merchant}}: novo login na sua conta',
  'signInNotice.body':
    'Foi feito login em {{account}} na {{merchant}} a partir de um novo dispositivo ({{device}}, {{ip}}). Se foi você, não precisa fazer nada. Se não, abra este link para desconectar esse dispositivo e depois altere sua senha:\n\n{{link}}',
};
