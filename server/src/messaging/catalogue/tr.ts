import type { MessageTexts } from './en.js';

export const TR: MessageTexts = {
  'code.login':
    '{{merchant}}: giriş kodunuz {{code}}. {{minutes}} dakika geçerlidir. Kodu kimseyle paylaşmayın.',
  'code.register':
    '{{merchant}}: kayıt kodunuz {{code}}. {{minutes}} dakika geçerlidir. Kodu kimseyle paylaşmayın.',
  'code.reset':
    '{{merchant}}: şifre sıfırlama kodunuz {{code}}. {{minutes}} dakika geçerlidir. Kodu kimseyle paylaşmayın.',
  'code.twoFactor':
    '{{merchant}}: doğrulama kodunuz {{code}}. {{minutes}} dakika geçerlidir. Kodu kimseyle paylaşmayın.',
  'code.email':
    '{{merchant}}: bu e-posta adresini onaylama kodunuz {{code}}. {{minutes}} dakika geçerlidir. Kodu kimseyle paylaşmayın.',
  'code.subject': '{{merchant}}: kodunuz',
  'resetLink.subject': '{{merchant}}: şifrenizi sıfırlayın',
  'resetLink.body':
    'Birisi {{merchant}} üzerindeki {{account}} hesabının şifresini sıfırlamak istedi. Yeni bir şifre belirlemek için bu bağlantıyı {{minutes}} dakika içinde açın:\n\n{{link}}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.',
  'signInNotice.subject': '{{merchant}}: hesabınızda yeni oturum açma',
  'signInNotice.body':
    '{{merchant}} üzerinde {{account}} hesabında yeni bir cihazdan ({{device}}, {{ip}}) oturum açıldı. Bu sizseniz bir şey yapmanıza gerek yok. Değilse, o cihazın oturumunu kapatmak için bu bağlantıyı açın, ardından şifrenizi değiştirin:\n\n{{link}}',
};
