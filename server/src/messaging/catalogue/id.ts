import type { MessageTexts } from './en.js';

export const ID: MessageTexts = {
  'code.login':
    '{{merchant}}: kode masuk Anda adalah {{code}}. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
  'code.register':
    '{{merchant}}: kode pendaftaran Anda adalah {{code}}. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
  'code.reset':
    '{{merchant}}: kode reset kata sandi Anda adalah {{code}}. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
  'code.twoFactor':
    '{{merchant}}: kode verifikasi Anda adalah {{code}}. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
  'code.email':
    '{{merchant}}: kode untuk mengonfirmasi alamat email ini adalah {{code}}. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
  'code.subject': '{{merchant}}: kode Anda',
  'resetLink.subject': '{{merchant}}: reset kata sandi Anda',
  'resetLink.body':
    'Seseorang meminta reset kata sandi {{account}} di {{merchant}}. Untuk membuat kata sandi baru, buka tautan ini dalam {{minutes}} menit:\n\n{{link}}\n\nJika itu bukan Anda, abaikan email ini: kata sandi Anda tetap sama.',
  'signInNotice.subject': '{{merchant}}: login baru ke akun Anda',
  'signInNotice.body':
    '{{account}} masuk di {{merchant}} dari perangkat baru ({{device}}, {{ip}}). Jika itu Anda, tidak perlu melakukan apa pun. Jika bukan, buka tautan ini untuk mengeluarkan perangkat itu, lalu ubah kata sandi Anda:\n\n{{link}}',
};
