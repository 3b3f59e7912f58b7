import type { MessageTexts } from './en.js';

export const ES: MessageTexts = {
  'code.login':
    '{{merchant}}: tu código para iniciar sesión es {{code}}. Vence en {{minutes}} minutos. No lo compartas con nadie.',
  'code.register':
    '{{merchant}}: tu código de registro es {{code}}. Vence en {{minutes}} minutos. No lo compartas con nadie.',
  'code.reset':
    '{{merchant}}: tu código para restablecer la contraseña es {{code}}. Vence en {{minutes}} minutos. No lo compartas con nadie.',
  'code.twoFactor':
    '{{merchant}}: tu código de verificación es {{code}}. Vence en {{minutes}} minutos. No lo compartas con nadie.',
  'code.email':
    '{{merchant}}: tu código para confirmar este correo electrónico es {{code}}. Vence en {{minutes}} minutos. No lo compartas con nadie.',
  'code.subject': '{{merchant}}: tu código',
  'resetLink.subject': '{{merchant}}: restablece tu contraseña',
  'resetLink.body':
    'Alguien pidió restablecer la contraseña de {{account}} en {{merchant}}. Para elegir una contraseña nueva, abre este enlace antes de {{minutes}} minutos:\n\n{{link}}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.',
  'signInNotice.subject': '{{merchant}}: nuevo inicio de sesión en tu cuenta',
  'signInNotice.body':
    'Se inició sesión en {{account}} en {{merchant}} desde un dispositivo nuevo ({{device}}, {{ip}}). Si fuiste tú, no tienes que hacer nada. Si no, abre este enlace para cerrar la sesión de ese dispositivo y luego cambia tu contraseña:\n\n{{link}}',
};
