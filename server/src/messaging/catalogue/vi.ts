import type { MessageTexts } from './en.js';

export const VI: MessageTexts = {
  'code.login':
    '{{merchant}}: mã đăng nhập của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút. Không chia sẻ mã cho bất kỳ ai.',
  'code.register':
    '{{merchant}}: mã đăng ký của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút. Không chia sẻ mã cho bất kỳ ai.',
  'code.reset':
    '{{merchant}}: mã đặt lại mật khẩu của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút. Không chia sẻ mã cho bất kỳ ai.',
  'code.twoFactor':
    '{{merchant}}: mã xác minh của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút. Không chia sẻ mã cho bất kỳ ai.',
  'code.email':
    '{{merchant}}: mã xác nhận địa chỉ email này của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút. Không chia sẻ mã cho bất kỳ ai.',
  'code.subject': '{{merchant}}: mã của bạn',
  'resetLink.subject': '{{merchant}}: đặt lại mật khẩu',
  'resetLink.body':
    'Có người đã yêu cầu đặt lại mật khẩu của tài khoản {{account}} tại {{merchant}}. Để đặt mật khẩu mới, hãy mở liên kết này trong vòng {{minutes}} phút:\n\n{{link}}\n\nNếu không phải bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  'signInNotice.subject': '{{merchant}}: đăng nhập mới vào tài khoản của bạn',
  'signInNotice.body':
    '{{account}} đã được đăng nhập tại {{merchant}} từ một thiết bị mới ({{device}}, {{ip}}). Nếu đó là bạn, bạn không cần làm gì. Nếu không, hãy mở liên kết này để đăng xuất thiết bị đó, rồi đổi mật khẩu:\n\n{{link}}',
};
