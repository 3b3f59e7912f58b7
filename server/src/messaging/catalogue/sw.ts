import type { MessageTexts } from './en.js';

export const SW: MessageTexts = {
  'code.login':
    '{{merchant}}: msimbo wako wa kuingia ni {{code}}. Unaisha baada ya dakika {{minutes}}. Usimpe mtu yeyote.',
  'code.register':
    '{{merchant}}: msimbo wako wa kujisajili ni {{code}}. Unaisha baada ya dakika {{minutes}}. Usimpe mtu yeyote.',
  'code.reset':
    '{{merchant}}: msimbo wako wa kuweka upya nenosiri ni {{code}}. Unaisha baada ya dakika {{minutes}}. Usimpe mtu yeyote.',
  'code.twoFactor':
    '{{merchant}}: msimbo wako wa uthibitishaji ni {{code}}. Unaisha baada ya dakika {{minutes}}. Usimpe mtu yeyote.',
  'code.email':
    '{{merchant}}: msimbo wako wa kuthibitisha anwani hii ya barua pepe ni {{code}}. Unaisha baada ya dakika {{minutes}}. Usimpe mtu yeyote.',
  'code.subject': '{{merchant}}: msimbo wako',
  'resetLink.subject': '{{merchant}}: weka upya nenosiri lako',
  'resetLink.body':
    'Mtu ameomba kuweka upya nenosiri la {{account}} kwenye {{merchant}}. Ili kuchagua nenosiri jipya, fungua kiungo hiki ndani ya dakika {{minutes}}:\n\n{{link}}\n\nIkiwa si wewe, puuza barua pepe hii: nenosiri lako linabaki kama lilivyo.',
  'signInNotice.subject': '{{merchant}}: kuingia kupya kwenye akaunti yako',
  'signInNotice.body':
    '{{account}} iliingia kwenye {{merchant}} kutoka kifaa kipya ({{device}}, {{ip}}). Ikiwa ni wewe, huna haja ya kufanya chochote. Ikiwa si wewe, fungua kiungo hiki ili kutoa kifaa hicho, kisha ubadilishe nenosiri lako:\n\n{{link}}',
};
