import type { MessageTexts } from './en.js';

export const TY: MessageTexts = {
  'code.login':
    '{{merchant}}: ang code mo sa pag-login ay {{code}}. Mag-e-expire ito sa loob ng {{minutes}} minuto. Huwag itong ibigay kaninuman.',
  'code.register':
    '{{merchant}}: ang code mo sa pagrehistro ay {{code}}. Mag-e-expire ito sa loob ng {{minutes}} minuto. Huwag itong ibigay kaninuman.',
  'code.reset':
    '{{merchant}}: ang code mo sa pag-reset ng password ay {{code}}. Mag-e-expire ito sa loob ng {{minutes}} minuto. Huwag itong ibigay kaninuman.',
  'code.twoFactor':
    '{{merchant}}: ang verification code mo ay {{code}}. Mag-e-expire ito sa loob ng {{minutes}} minuto. Huwag itong ibigay kaninuman.',
  'code.email':
    '{{merchant}}: ang code mo para kumpirmahin ang email address na ito ay {{code}}. Mag-e-expire ito sa loob ng {{minutes}} minuto. Huwag itong ibigay kaninuman.',
  'code.subject': '{{merchant}}: ang code mo',
  'resetLink.subject': '{{merchant}}: i-reset ang password mo',
  'resetLink.body':
    'May humiling na i-reset ang password ng {{account}} sa {{merchant}}. Para pumili ng bagong password, buksan ang link na ito sa loob ng {{minutes}} minuto:\n\n{{link}}\n\nKung hindi ikaw ito, huwag pansinin ang email na ito: hindi magbabago ang password mo.',
  'signInNotice.subject': '{{merchant}}: bagong pag-sign in sa iyong account',
  'signInNotice.body':
    'Na-sign in ang {{account}} sa {{merchant}} mula sa bagong device ({{device}}, {{ip}}). Kung ikaw iyon, wala kang kailangang gawin. Kung hindi, buksan ang link na ito para i-sign out ang device na iyon, saka palitan ang iyong password:\n\n{{link}}',
};
