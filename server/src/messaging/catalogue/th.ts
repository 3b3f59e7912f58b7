import type { MessageTexts } from './en.js';

export const TH: MessageTexts = {
  'code.login': '{{merchant}}: รหัสเข้าสู่ระบบของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามบอกรหัสนี้กับใคร',
  'code.register':
    '{{merchant}}: รหัสสมัครสมาชิกของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามบอกรหัสนี้กับใคร',
  'code.reset':
    '{{merchant}}: รหัสสำหรับรีเซ็ตรหัสผ่านของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามบอกรหัสนี้กับใคร',
  'code.twoFactor':
    '{{merchant}}: รหัสยืนยันตัวตนของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามบอกรหัสนี้กับใคร',
  'code.email': '{{merchant}}: รหัสยืนยันอีเมลนี้ของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามบอกรหัสนี้กับใคร',
  'code.subject': '{{merchant}}: รหัสของคุณ',
  'resetLink.subject': '{{merchant}}: รีเซ็ตรหัสผ่าน',
  'resetLink.body':
    'มีผู้ขอรีเซ็ตรหัสผ่านของบัญชี {{account}} ที่ {{merchant}} หากต้องการตั้งรหัสผ่านใหม่ โปรดเปิดลิงก์นี้ภายใน {{minutes}} นาที:\n\n{{link}}\n\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะยังคงเดิม',
  'signInNotice.subject': '{{merchant}}: มีการเข้าสู่ระบบบัญชีของคุณใหม่',
  'signInNotice.body':
    'มีการเข้าสู่ระบบ {{account}} ที่ {{merchant}} จากอุปกรณ์ใหม่ ({{device}}, {{ip}}) หากเป็นคุณ ไม่ต้องทำอะไร หากไม่ใช่ ให้เปิดลิงก์นี้เพื่อออกจากระบบอุปกรณ์นั้น แล้วเปลี่ยนรหัสผ่านของคุณ:\n\n{{link}}',
};
