import type { MessageTexts } from './en.js';

export const KO: MessageTexts = {
  'code.login':
    '[{{merchant}}] 로그인 인증번호는 {{code}}입니다. {{minutes}}분 동안 유효합니다. 절대 다른 사람에게 알려 주지 마세요.',
  'code.register':
    '[{{merchant}}] 회원가입 인증번호는 {{code}}입니다. {{minutes}}분 동안 유효합니다. 절대 다른 사람에게 알려 주지 마세요.',
  'code.reset':
    '[{{merchant}}] 비밀번호 재설정 인증번호는 {{code}}입니다. {{minutes}}분 동안 유효합니다. 절대 다른 사람에게 알려 주지 마세요.',
  'code.twoFactor':
    '[{{merchant}}] 본인 확인 인증번호는 {{code}}입니다. {{minutes}}분 동안 유효합니다. 절대 다른 사람에게 알려 주지 마세요.',
  'code.email':
    '[{{merchant}}] 이 이메일 주소를 확인하는 인증번호는 {{code}}입니다. {{minutes}}분 동안 유효합니다. 절대 다른 사람에게 알려 주지 마세요.',
  'code.subject': '{{merchant}}: 인증번호 안내',
  'resetLink.subject': '{{merchant}}: 비밀번호 재설정',
  'resetLink.body':
    '{{merchant}}의 계정 {{account}}에 대한 비밀번호 재설정이 요청되었습니다. 새 비밀번호를 설정하려면 {{minutes}}분 안에 아래 링크를 여세요.\n\n{{link}}\n\n본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
  'signInNotice.subject': '{{merchant}}: 계정에 새 로그인',
  'signInNotice.body':
    '{{merchant}}의 {{account}} 계정에 새 기기({{device}}, {{ip}})에서 로그인했습니다. 본인이라면 아무것도 하지 않으셔도 됩니다. 본인이 아니라면 이 링크를 열어 해당 기기를 로그아웃시킨 뒤 비밀번호를 변경하세요:\n\n{{link}}',
};
