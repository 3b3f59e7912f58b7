import type { MessageTexts } from './en.js';

export const PT: MessageTexts = {
  'code.login':
    '{{merchant}}: o seu código de início de sessão é {{code}}. Expira em {{minutes}} minutos. Nunca o partilhe.',
  'code.register':
    '{{merchant}}: o seu código de registo é {{code}}. Expira em {{minutes}} minutos. Nunca o partilhe.',
  'code.reset':
    '{{merchant}}: o seu código para repor a palavra-passe é {{code}}. Expira em {{minutes}} minutos. Nunca o partilhe.',
  'code.twoFactor':
    '{{merchant}}: o seu código de verificação é {{code}}. Expira em {{minutes}} minutos. Nunca o partilhe.',
  'code.email':
    '{{merchant}}: o seu código para confirmar este endereço de e-mail é {{code}}. Expira em {{minutes}} minutos. Nunca o partilhe.',
  'code.subject': '{{merchant}}: o seu código',
  'resetLink.subject': '{{merchant}}: reponha a sua palavra-passe',
  'resetLink.body':
    'Alguém pediu para repor a palavra-passe de {{account}} em {{merchant}}. Para escolher uma nova palavra-passe, abra esta ligação nos próximos {{minutes}} minutos:\n\n{{link}}\n\nSe não foi você, ignore este e-mail: a sua palavra-passe fica como está.',
  'signInNotice.subject': '{{merchant}}: novo início de sessão na sua conta',
  'signInNotice.body':
    'Foi iniciada sessão em {{account}} na {{merchant}} a partir de um novo dispositivo ({{device}}, {{ip}}). Se foi você, não precisa de fazer nada. Se não, abra esta ligação para terminar a sessão desse dispositivo e depois altere a sua palavra-passe:\n\n{{link}}',
};
