import type { MessageTexts } from './en.js';

export const HI: MessageTexts = {
  'code.login':
    '{{merchant}}: आपका लॉग इन कोड {{code}} है। यह {{minutes}} मिनट तक मान्य है। इसे किसी को न बताएं।',
  'code.register':
    '{{merchant}}: आपका रजिस्ट्रेशन कोड {{code}} है। यह {{minutes}} मिनट तक मान्य है। इसे किसी को न बताएं।',
  'code.reset':
    '{{merchant}}: आपका पासवर्ड रीसेट कोड {{code}} है। यह {{minutes}} मिनट तक मान्य है। इसे किसी को न बताएं।',
  'code.twoFactor':
    '{{merchant}}: आपका सत्यापन कोड {{code}} है। यह {{minutes}} मिनट तक मान्य है। इसे किसी को न बताएं।',
  'code.email':
    '{{merchant}}: इस ईमेल पते की पुष्टि का आपका कोड {{code}} है। यह {{minutes}} मिनट तक मान्य है। इसे किसी को न बताएं।',
  'code.subject': '{{merchant}}: आपका कोड',
  'resetLink.subject': '{{merchant}}: अपना पासवर्ड रीसेट करें',
  'resetLink.body':
    'किसी ने {{merchant}} पर {{account}} का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए {{minutes}} मिनट के अंदर यह लिंक खोलें:\n\n{{link}}\n\nअगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
  'signInNotice.subject': '{{merchant}}: आपके खाते में नया साइन-इन',
  'signInNotice.body':
    '{{merchant}} पर {{account}} में एक नए डिवाइस ({{device}}, {{ip}}) से साइन इन किया गया। अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है। अगर नहीं, तो उस डिवाइस को साइन आउट करने के लिए यह लिंक खोलें, फिर अपना पासवर्ड बदलें:\n\n{{link}}',
};
