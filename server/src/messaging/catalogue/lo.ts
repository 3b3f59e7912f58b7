import type { MessageTexts } from './en.js';

export const LO: MessageTexts = {
  'code.login': '{{merchant}}: ລະຫັດເຂົ້າສູ່ລະບົບຂອງທ່ານແມ່ນ {{code}}. ໃຊ້ໄດ້ {{minutes}} ນາທີ. ຫ້າມບອກໃຜ.',
  'code.register': '{{merchant}}: ລະຫັດລົງທະບຽນຂອງທ່ານແມ່ນ {{code}}. ໃຊ້ໄດ້ {{minutes}} ນາທີ. ຫ້າມບອກໃຜ.',
  'code.reset':
    '{{merchant}}: ລະຫັດສຳລັບຕັ້ງລະຫັດຜ່ານໃໝ່ຂອງທ່ານແມ່ນ {{code}}. ໃຊ້ໄດ້ {{minutes}} ນາທີ. ຫ້າມບອກໃຜ.',
  'code.twoFactor': '{{merchant}}: ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {{code}}. ໃຊ້ໄດ້ {{minutes}} ນາທີ. ຫ້າມບອກໃຜ.',
  'code.email': '{{merchant}}: ລະຫັດຢືນຢັນທີ່ຢູ່ອີເມວນີ້ແມ່ນ {{code}}. ໃຊ້ໄດ້ {{minutes}} ນາທີ. ຫ້າມບອກໃຜ.',
  'code.subject': '{{merchant}}: ລະຫັດຂອງທ່ານ',
  'resetLink.subject': '{{merchant}}: ຕັ້ງລະຫັດຜ່ານໃໝ່',
  'resetLink.body':
    'ມີຄົນຂໍຕັ້ງລະຫັດຜ່ານໃໝ່ສຳລັບ {{account}} ທີ່ {{merchant}}. ເພື່ອເລືອກລະຫັດຜ່ານໃໝ່, ກະລຸນາເປີດລິ້ງນີ້ພາຍໃນ {{minutes}} ນາທີ:\n\n{{link}}\n\nຖ້າບໍ່ແມ່ນທ່ານ, ບໍ່ຕ້ອງສົນໃຈອີເມວນີ້: ລະຫັດຜ່ານຂອງທ່ານຍັງຄືເກົ່າ.',
  'signInNotice.subject': '{{merchant}}: ມີການເຂົ້າສູ່ລະບົບບັນຊີຂອງທ່ານໃໝ່',
  'signInNotice.body':
    'ມີການເຂົ້າສູ່ລະບົບ {{account}} ທີ່ {{merchant}} ຈາກອຸປະກອນໃໝ່ ({{device}}, {{ip}}). ຖ້າແມ່ນທ່ານ, ບໍ່ຕ້ອງເຮັດຫຍັງ. ຖ້າບໍ່ແມ່ນ, ໃຫ້ເປີດລິ້ງນີ້ເພື່ອອອກຈາກລະບົບອຸປະກອນນັ້ນ ແລ້ວປ່ຽນລະຫັດຜ່ານຂອງທ່ານ:\n\n{{link}}',
};
