import type { UiLanguage } from '@lobby/contract';

/**
 * The offline fake provider's sign-in window in every UI language (the opener passes its own);
 * {{provider}} is the way's name.
 */
export interface LocalIdentityTexts {
  title: string;
  body: string;
  subject: string;
  continue: string;
}

export const LOCAL_IDENTITY_TEXTS: Readonly<Record<UiLanguage, LocalIdentityTexts>> = {
  BN: {
    title: 'ডেমো সাইন-ইন: {{provider}}',
    body: 'এই ডেমো সাইটটি {{provider}}-এর বদলে একটি অফলাইন বিকল্প ব্যবহার করে। যে অ্যাকাউন্টে সাইন ইন করবেন তার নাম লিখুন।',
    subject: 'অ্যাকাউন্টের নাম',
    continue: 'চালিয়ে যান',
  },
  CN: {
    title: '演示登录：{{provider}}',
    body: '本演示站点使用离线模拟的 {{provider}}。请输入要登录的账户名称。',
    subject: '账户名称',
    continue: '继续',
  },
  EN: {
    title: 'Demo sign-in: {{provider}}',
    body: 'This demo site uses an offline stand-in for {{provider}}. Type a name for the account to sign in as.',
    subject: 'Account name',
    continue: 'Continue',
  },
  ES: {
    title: 'Acceso de demostración: {{provider}}',
    body: 'Este sitio de demostración usa un sustituto sin conexión de {{provider}}. Escribe un nombre para la cuenta con la que entrar.',
    subject: 'Nombre de la cuenta',
    continue: 'Continuar',
  },
  FR: {
    title: 'Connexion de démonstration : {{provider}}',
    body: 'Ce site de démonstration utilise un substitut hors ligne de {{provider}}. Saisissez un nom pour le compte avec lequel vous connecter.',
    subject: 'Nom du compte',
    continue: 'Continuer',
  },
  HI: {
    title: 'डेमो साइन-इन: {{provider}}',
    body: 'यह डेमो साइट {{provider}} की जगह एक ऑफ़लाइन विकल्प इस्तेमाल करती है। जिस खाते से साइन इन करना है उसका नाम लिखें।',
    subject: 'खाते का नाम',
    continue: 'जारी रखें',
  },
  ID: {
    title: 'Masuk demo: {{provider}}',
    body: 'Situs demo ini memakai pengganti offline untuk {{provider}}. Ketik nama akun yang ingin dipakai untuk masuk.',
    subject: 'Nama akun',
    continue: 'Lanjutkan',
  },
  JA: {
    title: 'デモ用ログイン：{{provider}}',
    body: 'このデモサイトでは {{provider}} の代わりにオフラインの代替を使います。ログインするアカウント名を入力してください。',
    subject: 'アカウント名',
    continue: '続行',
  },
  KK: {
    title: 'Демо кіру: {{provider}}',
    body: 'Бұл демо сайт {{provider}} орнына офлайн алмастырғышты пайдаланады. Кіретін аккаунттың атын жазыңыз.',
    subject: 'Аккаунт аты',
    continue: 'Жалғастыру',
  },
  KM: {
    title: 'ការចូលសាកល្បង៖ {{provider}}',
    body: 'គេហទំព័រសាកល្បងនេះប្រើកម្មវិធីជំនួស {{provider}} ក្រៅបណ្ដាញ។ សូមវាយឈ្មោះគណនីដែលត្រូវចូល។',
    subject: 'ឈ្មោះគណនី',
    continue: 'បន្ត',
  },
  KO: {
    title: '데모 로그인: {{provider}}',
    body: '이 데모 사이트는 {{provider}} 대신 오프라인 대체 서비스를 사용합니다. 로그인할 계정 이름을 입력하세요.',
    subject: '계정 이름',
    continue: '계속',
  },
  LO: {
    title: 'ເຂົ້າສູ່ລະບົບທົດລອງ: {{provider}}',
    body: 'ເວັບໄຊທົດລອງນີ້ໃຊ້ຕົວແທນອອຟລາຍແທນ {{provider}}. ພິມຊື່ບັນຊີທີ່ຈະເຂົ້າສູ່ລະບົບ.',
    subject: 'ຊື່ບັນຊີ',
    continue: 'ດຳເນີນຕໍ່',
  },
  MS: {
    title: 'Log masuk demo: {{provider}}',
    body: 'Laman demo ini menggunakan pengganti luar talian untuk {{provider}}. Taip nama akaun untuk log masuk.',
    subject: 'Nama akaun',
    continue: 'Teruskan',
  },
  MY: {
    title: 'စမ်းသပ်ဝင်ရောက်မှု- {{provider}}',
    body: 'ဤစမ်းသပ်ဆိုက်သည် {{provider}} အစား အော့ဖ်လိုင်း အစားထိုးကို သုံးသည်။ ဝင်မည့် အကောင့်အမည်ကို ရိုက်ပါ။',
    subject: 'အကောင့်အမည်',
    continue: 'ဆက်လုပ်ပါ',
  },
  NE: {
    title: 'डेमो साइन-इन: {{provider}}',
    body: 'यो डेमो साइटले {{provider}} को सट्टा अफलाइन विकल्प प्रयोग गर्छ। साइन इन गर्ने खाताको नाम लेख्नुहोस्।',
    subject: 'खाताको नाम',
    continue: 'जारी राख्नुहोस्',
  },
  'PT-BR': {
    title: 'Login de demonstração: {{provider}}',
    body: 'Este site de demonstração usa um substituto offline do {{provider}}. Digite um nome para a conta com que deseja entrar.',
    subject: 'Nome da conta',
    continue: 'Continuar',
  },
  PT: {
    title: 'Início de sessão de demonstração: {{provider}}',
    body: 'Este site de demonstração usa um substituto offline de {{provider}}. Escreva um nome para a conta com que quer entrar.',
    subject: 'Nome da conta',
    continue: 'Continuar',
  },
  RU: {
    title: 'Демо-вход: {{provider}}',
    body: 'Этот демо-сайт использует офлайн-замену {{provider}}. Введите имя аккаунта, под которым войти.',
    subject: 'Имя аккаунта',
    continue: 'Продолжить',
  },
  SW: {
    title: 'Kuingia kwa majaribio: {{provider}}',
    body: 'Tovuti hii ya majaribio inatumia mbadala wa nje ya mtandao wa {{provider}}. Andika jina la akaunti ya kuingia nayo.',
    subject: 'Jina la akaunti',
    continue: 'Endelea',
  },
  TA: {
    title: 'டெமோ உள்நுழைவு: {{provider}}',
    body: 'இந்த டெமோ தளம் {{provider}}-க்குப் பதிலாக ஆஃப்லைன் மாற்றைப் பயன்படுத்துகிறது. உள்நுழைய வேண்டிய கணக்கின் பெயரைத் தட்டச்சு செய்யவும்.',
    subject: 'கணக்கின் பெயர்',
    continue: 'தொடரவும்',
  },
  TE: {
    title: 'డెమో సైన్-ఇన్: {{provider}}',
    body: 'ఈ డెమో సైట్ {{provider}} బదులుగా ఆఫ్‌లైన్ ప్రత్యామ్నాయాన్ని వాడుతుంది. సైన్ ఇన్ చేయాల్సిన ఖాతా పేరును టైప్ చేయండి.',
    subject: 'ఖాతా పేరు',
    continue: 'కొనసాగండి',
  },
  TH: {
    title: 'เข้าสู่ระบบทดลอง: {{provider}}',
    body: 'เว็บไซต์ทดลองนี้ใช้ตัวแทนแบบออฟไลน์แทน {{provider}} พิมพ์ชื่อบัญชีที่จะใช้เข้าสู่ระบบ',
    subject: 'ชื่อบัญชี',
    continue: 'ดำเนินการต่อ',
  },
  TR: {
    title: 'Demo giriş: {{provider}}',
    body: 'Bu demo site {{provider}} yerine çevrimdışı bir yedek kullanır. Giriş yapılacak hesabın adını yazın.',
    subject: 'Hesap adı',
    continue: 'Devam et',
  },
  TW: {
    title: '示範登入：{{provider}}',
    body: '本示範網站使用離線模擬的 {{provider}}。請輸入要登入的帳戶名稱。',
    subject: '帳戶名稱',
    continue: '繼續',
  },
  TY: {
    title: 'Demo na pag-sign in: {{provider}}',
    body: 'Gumagamit ang demo site na ito ng offline na kapalit ng {{provider}}. I-type ang pangalan ng account na gagamitin sa pag-sign in.',
    subject: 'Pangalan ng account',
    continue: 'Magpatuloy',
  },
  'UR-LA': {
    title: 'Demo ke liye sign-in: {{provider}}',
    body: 'Yeh demo site {{provider}} ki jagah ek offline mutbadil istemal karti hai. Jis account se sign in karna hai us ka naam likhein.',
    subject: 'Account ka naam',
    continue: 'Jaari rakhein',
  },
  UR: {
    title: 'ڈیمو سائن اِن: {{provider}}',
    body: 'یہ ڈیمو سائٹ {{provider}} کی جگہ ایک آف لائن متبادل استعمال کرتی ہے۔ جس اکاؤنٹ سے سائن اِن کرنا ہے اس کا نام لکھیں۔',
    subject: 'اکاؤنٹ کا نام',
    continue: 'جاری رکھیں',
  },
  VI: {
    title: 'Đăng nhập thử: {{provider}}',
    body: 'Trang demo này dùng bản thay thế ngoại tuyến cho {{provider}}. Nhập tên tài khoản để đăng nhập.',
    subject: 'Tên tài khoản',
    continue: 'Tiếp tục',
  },
};
