import type { MessageTexts } from './en.js';

export const NE: MessageTexts = {
  'code.login':
    '{{merchant}}: तपाईंको लगइन कोड {{code}} हो। यो {{minutes}} मिनेटसम्म चल्छ। कसैलाई नभन्नुहोस्।',
  'code.register':
    '{{merchant}}: तपाईंको दर्ता कोड {{code}} हो। यो {{minutes}} मिनेटसम्म चल्छ। कसैलाई नभन्नुहोस्।',
  'code.reset':
    '{{merchant}}: तपाईंको पासवर्ड रिसेट कोड {{code}} हो। यो {{minutes}} मिनेटसम्म चल्छ। कसैलाई नभन्नुहोस्।',
  'code.twoFactor':
    '{{merchant}}: तपाईंको प्रमाणीकरण कोड {{code}} हो। यो {{minutes}} मिनेटसम्म चल्छ। कसैलाई नभन्नुहोस्।',
  'code.email':
    '{{merchant}}: यो इमेल ठेगाना पुष्टि गर्ने कोड {{code}} हो। यो {{minutes}} मिनेटसम्म चल्छ। कसैलाई नभन्नुहोस्।',
  'code.subject': '{{merchant}}: तपाईंको कोड',
  'resetLink.subject': '{{merchant}}: आफ्नो पासवर्ड रिसेट गर्नुहोस्',
  'resetLink.body':
    'कसैले {{merchant}} मा {{account}} को पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो। नयाँ पासवर्ड रोज्न {{minutes}} मिनेटभित्र यो लिंक खोल्नुहोस्:\n\n{{link}}\n\nयो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
};
