import type { MessageTexts } from './en.js';

export const BN: MessageTexts = {
  'code.login':
    '{{merchant}}: আপনার লগইন কোড {{code}}। এটি {{minutes}} মিনিট কার্যকর থাকবে। কাউকে জানাবেন না।',
  'code.register':
    '{{merchant}}: আপনার রেজিস্ট্রেশন কোড {{code}}। এটি {{minutes}} মিনিট কার্যকর থাকবে। কাউকে জানাবেন না।',
  'code.reset':
    '{{merchant}}: আপনার পাসওয়ার্ড রিসেট কোড {{code}}। এটি {{minutes}} মিনিট কার্যকর থাকবে। কাউকে জানাবেন না।',
  'code.twoFactor':
    '{{merchant}}: আপনার যাচাই কোড {{code}}। এটি {{minutes}} মিনিট কার্যকর থাকবে। কাউকে জানাবেন না।',
  'code.email':
    '{{merchant}}: এই ইমেইল ঠিকানা নিশ্চিত করার কোড {{code}}। এটি {{minutes}} মিনিট কার্যকর থাকবে। কাউকে জানাবেন না।',
  'code.subject': '{{merchant}}: আপনার কোড',
  'resetLink.subject': '{{merchant}}: আপনার পাসওয়ার্ড রিসেট করুন',
  'resetLink.body':
    'কেউ {{merchant}}-এ {{account}}-এর পাসওয়ার্ড রিসেট করতে চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে {{minutes}} মিনিটের মধ্যে এই লিংকটি খুলুন:\n\n{{link}}\n\nআপনি না হলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  'signInNotice.subject': '{{merchant}}: আপনার অ্যাকাউন্টে নতুন সাইন-ইন',
  'signInNotice.body':
    '{{merchant}}-এ {{account}}-এ একটি নতুন ডিভাইস ({{device}}, {{ip}}) থেকে সাইন ইন করা হয়েছে। এটি আপনি হলে কিছু করার দরকার নেই। না হলে, সেই ডিভাইসটি সাইন আউট করতে এই লিঙ্কটি খুলুন, তারপর আপনার পাসওয়ার্ড পরিবর্তন করুন:\n\n{{link}}',
};
