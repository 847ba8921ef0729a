/**
 * The plain values of the auth contract (labels, limits, messages), apart from the zod schemas so the
 * browser can import them without pulling zod into its chunks (docs/decisions/040). schemas/auth.ts
 * re-exports them.
 */

/** Indonesian field labels used in the messages of docs/product.md §5. */
export const AUTH_LABELS = {
  name: 'Nama',
  email: 'Email',
  password: 'Kata sandi',
  password_old: 'Kata sandi lama',
  password_confirmation: 'Konfirmasi kata sandi',
  phone: 'Nomor telepon',
  token: 'Token',
  type: 'Jenis pendaftaran',
} as const;

/** Password rules (issue 4): at least 8, well over 64, no composition rules, not a common password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;

export const AUTH_MESSAGES = {
  passwordTooCommon: 'Kata sandi terlalu umum dan mudah ditebak. Gunakan kata sandi lain.',
  invalidCredentials: 'Email atau kata sandi salah.',
  notActivated:
    'Akun Anda belum diaktifkan. Buka tautan aktivasi yang kami kirim ke email Anda, atau minta kirim ulang email aktivasi.',
  registered:
    'Pendaftaran diterima. Silakan buka tautan aktivasi yang kami kirim ke email Anda untuk mengaktifkan akun.',
  activated: 'Akun berhasil diaktifkan.',
  emailChanged: 'Email akun berhasil diubah.',
  invalidActivationLink:
    'Tautan aktivasi tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta kirim ulang email aktivasi.',
  resendSent:
    'Jika email terdaftar dan belum diaktifkan, tautan aktivasi baru telah dikirim ke email tersebut.',
  loggedIn: 'Berhasil masuk.',
  loggedOut: 'Berhasil keluar.',
  resetSent:
    'Jika email terdaftar, tautan untuk mengubah kata sandi telah dikirim. Tautan berlaku 60 menit dan hanya dapat dipakai sekali.',
  invalidResetLink:
    'Tautan ubah kata sandi tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru di halaman Atur Ulang Kata Sandi.',
  passwordChanged: 'Kata sandi berhasil diubah.',
  wrongOldPassword: 'Kata sandi lama salah.',
  wrongPassword: 'Kata sandi salah.',
  passwordNeededForEmail: 'Masukkan kata sandi Anda saat ini untuk mengubah email.',
  accountSaved: 'Data akun berhasil disimpan.',
  emailChangePending:
    'Data akun berhasil disimpan. Kami mengirim tautan konfirmasi ke email baru; email baru berlaku setelah tautan itu dibuka.',
  profileLoaded: 'Berhasil',
} as const;

export const REGISTRATION_TYPES = ['seeker', 'company'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
