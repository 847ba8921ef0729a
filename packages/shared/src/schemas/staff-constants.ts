/**
 * Office staff (issue 11 item 10): office users (role `admin`) who add further staff and switch them
 * off. Labels and messages without zod for the web app.
 */

export const STAFF_PAGE_SIZE = 10;

export const STAFF_LABELS = {
  name: 'Nama',
  email: 'Email',
  password: 'Kata sandi',
} as const;

export const STAFF_MESSAGES = {
  created: 'Staf berhasil ditambahkan dan dapat langsung masuk.',
  deactivated: 'Akun staf dinonaktifkan. Sesi yang sedang berjalan telah diakhiri.',
  reactivated: 'Akun staf diaktifkan kembali.',
  emailTaken: 'Email ini sudah dipakai akun lain.',
  notFound: 'Staf tidak ditemukan.',
  notSelf: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  lastActive: 'Akun ini adalah satu-satunya staf aktif dan tidak dapat dinonaktifkan.',
  badActive: 'Status harus aktif atau nonaktif.',
} as const;
