import type { MessageTexts } from './en.js';

export const UR: MessageTexts = {
  'code.login':
    '{{merchant}}: آپ کا لاگ اِن کوڈ {{code}} ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ کسی کو نہ بتائیں۔',
  'code.register':
    '{{merchant}}: آپ کا رجسٹریشن کوڈ {{code}} ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ کسی کو نہ بتائیں۔',
  'code.reset':
    '{{merchant}}: آپ کا پاس ورڈ ری سیٹ کوڈ {{code}} ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ کسی کو نہ بتائیں۔',
  'code.twoFactor':
    '{{merchant}}: آپ کا تصدیقی کوڈ {{code}} ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ کسی کو نہ بتائیں۔',
  'code.email':
    '{{merchant}}: اس ای میل پتے کی تصدیق کا کوڈ {{code}} ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ کسی کو نہ بتائیں۔',
  'code.subject': '{{merchant}}: آپ کا کوڈ',
  'resetLink.subject': '{{merchant}}: اپنا پاس ورڈ ری سیٹ کریں',
  'resetLink.body':
    'کسی نے {{merchant}} پر {{account}} کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ نیا پاس ورڈ چننے کے لیے یہ لنک {{minutes}} منٹ کے اندر کھولیں:\n\n{{link}}\n\nاگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ وہی رہے گا۔',
  'signInNotice.subject': '{{merchant}}: آپ کے اکاؤنٹ میں نیا سائن اِن',
  'signInNotice.body':
    '{{merchant}} پر {{account}} میں ایک نئے آلے ({{device}}، {{ip}}) سے سائن اِن ہوا۔ اگر یہ آپ تھے تو کچھ کرنے کی ضرورت نہیں۔ اگر نہیں، تو اس آلے کو سائن آؤٹ کرنے کے لیے یہ لنک کھولیں، پھر اپنا پاس ورڈ تبدیل کریں:\n\n{{link}}',
};
