import type { MessageTexts } from './en.js';

export const MS: MessageTexts = {
  'code.login':
    '{{merchant}}: kod log masuk anda ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi dengan sesiapa.',
  'code.register':
    '{{merchant}}: kod pendaftaran anda ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi dengan sesiapa.',
  'code.reset':
    '{{merchant}}: kod tetapan semula kata laluan anda ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi dengan sesiapa.',
  'code.twoFactor':
    '{{merchant}}: kod pengesahan anda ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi dengan sesiapa.',
  'code.email':
    '{{merchant}}: kod untuk mengesahkan alamat e-mel ini ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi dengan sesiapa.',
  'code.subject': '{{merchant}}: kod anda',
  'resetLink.subject': '{{merchant}}: tetapkan semula kata laluan anda',
  'resetLink.body':
    'Seseorang meminta untuk menetapkan semula kata laluan {{account}} di {{merchant}}. Untuk memilih kata laluan baharu, buka pautan ini dalam masa {{minutes}} minit:\n\n{{link}}\n\nJika itu bukan anda, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
  'signInNotice.subject': '{{merchant}}: log masuk baharu ke akaun anda',
  'signInNotice.body':
    '{{account}} telah log masuk di {{merchant}} dari peranti baharu ({{device}}, {{ip}}). Jika itu anda, tiada apa yang perlu dilakukan. Jika bukan, buka pautan ini untuk log keluar peranti itu, kemudian tukar kata laluan anda:\n\n{{link}}',
};
