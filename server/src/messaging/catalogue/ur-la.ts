import type { MessageTexts } from './en.js';

export const UR_LA: MessageTexts = {
  'code.login':
    '{{merchant}}: aap ka login code {{code}} hai. Yeh {{minutes}} minute mein khatam ho jayega. Kisi ko na batayein.',
  'code.register':
    '{{merchant}}: aap ka registration code {{code}} hai. Yeh {{minutes}} minute mein khatam ho jayega. Kisi ko na batayein.',
  'code.reset':
    '{{merchant}}: aap ka password reset code {{code}} hai. Yeh {{minutes}} minute mein khatam ho jayega. Kisi ko na batayein.',
  'code.twoFactor':
    '{{merchant}}: aap ka tasdeeqi code {{code}} hai. Yeh {{minutes}} minute mein khatam ho jayega. Kisi ko na batayein.',
  'code.email':
    '{{merchant}}: is email address ki tasdeeq ka code {{code}} hai. Yeh {{minutes}} minute mein khatam ho jayega. Kisi ko na batayein.',
  'code.subject': '{{merchant}}: aap ka code',
  'resetLink.subject': '{{merchant}}: apna password reset karein',
  'resetLink.body':
    'Kisi ne {{merchant}} par {{account}} ka password reset karne ki darkhwast ki hai. Naya password chunne ke liye yeh link {{minutes}} minute ke andar kholein:\n\n{{link}}\n\nAgar yeh aap nahin the to is email ko nazarandaz karein: aap ka password wahi rahega.',
  'signInNotice.subject': '{{merchant}}: aap ke account mein naya sign-in',
  'signInNotice.body':
    '{{merchant}} par {{account}} mein ek naye device ({{device}}, {{ip}}) se sign in hua. Agar yeh aap thay to kuch karne ki zaroorat nahin. Agar nahin, to us device ko sign out karne ke liye yeh link kholein, phir apna password badlein:\n\n{{link}}',
};
