import type { MessageTexts } from './en.js';

export const KK: MessageTexts = {
  'code.login':
    '{{merchant}}: кіру коды — {{code}}. Ол {{minutes}} минут жарамды. Оны ешкімге айтпаңыз.',
  'code.register':
    '{{merchant}}: тіркелу коды — {{code}}. Ол {{minutes}} минут жарамды. Оны ешкімге айтпаңыз.',
  'code.reset':
    '{{merchant}}: құпиясөзді қалпына келтіру коды — {{code}}. Ол {{minutes}} минут жарамды. Оны ешкімге айтпаңыз.',
  'code.twoFactor':
    '{{merchant}}: растау коды — {{code}}. Ол {{minutes}} минут жарамды. Оны ешкімге айтпаңыз.',
  'code.email':
    '{{merchant}}: осы пошта мекенжайын растау коды — {{code}}. Ол {{minutes}} минут жарамды. Оны ешкімге айтпаңыз.',
  'code.subject': '{{merchant}}: сіздің кодыңыз',
  'resetLink.subject': '{{merchant}}: құпиясөзді қалпына келтіру',
  'resetLink.body':
    'Біреу {{merchant}} сайтындағы {{account}} аккаунтының құпиясөзін қалпына келтіруді сұрады. Жаңа құпиясөз орнату үшін осы сілтемені {{minutes}} минут ішінде ашыңыз:\n\n{{link}}\n\nБұл сіз болмасаңыз, хатқа мән бермеңіз: құпиясөзіңіз өзгермейді.',
};
