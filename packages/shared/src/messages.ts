/** User-facing messages, verbatim from docs/product.md §8 where the spec quotes them. */
export const MESSAGES = {
  // Generic API messages (server side).
  invalidInput: 'Data tidak valid. Mohon periksa kembali isian Anda.',
  serverError: 'Terjadi kesalahan pada sistem.',
  notFound: 'Data tidak ditemukan.',
  routeNotFound: 'Alamat API tidak ditemukan.',
  payloadTooLarge: 'Ukuran data atau berkas terlalu besar.',
  unsupportedMediaType: 'Jenis data tidak didukung.',
  tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  /** A throttled attempt (login, reset, registration…): how long until the next one may be tried. */
  tooManyAttempts: (wait: string) => `Terlalu banyak percobaan. Silakan coba lagi dalam ${wait}.`,
  unauthorized: 'Sesi Anda telah berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  success: 'Berhasil',
  /** GET /metrics without its bearer token (docs/decisions/096). */
  metricsUnauthorized: 'Token metrik tidak valid.',

  // docs/product.md §8: thrown errors (toast, 3 s).
  loginError: 'Terjadi kesalahan saat login.',
  registerError: 'Terjadi kesalahan saat register.',
  changePasswordError: 'Terjadi kesalahan saat mengubah kata sandi.',
  sendDataError: 'Terjadi kesalahan server saat mengirim data.',
  getDataError: 'Terjadi kesalahan server saat mendapatkan data.',
  systemError: 'Terjadi kesalahan pada sistem.',

  // docs/product.md §8: fetch failures.
  fetchPostsError: 'Gagal mengambil acara .',
  fetchPostDetailError: 'Gagal mengambil detail acara.',
  fetchCompanyDetailError: 'Gagal mengambil detail perusahaan.',
  joinPostError: 'Gagal mengirim permintaan bergabung.',
  fetchMasterError: 'Gagal memuat data master.',
  fetchCitiesError: 'Failed to fetch cities',
  fetchDistrictsError: 'Failed to fetch districts',
  fetchSubDistrictsError: 'Failed to fetch subdistricts',
  fetchUsersError: 'Error fetching users data',
  fetchCompanyProfileError: 'Terjadi kesalahan saat mengambil data profil perusahaan.',

  sessionEnded: 'Sesi Anda telah berakhir. Silakan login kembali.',

  // docs/product.md §8: seeker profile submission.
  profileNetworkError: 'Gagal terhubung ke server. Periksa koneksi internet Anda.',
  profileUnauthorized: 'Sesi login habis. Silakan login ulang.',
  profileBadRequest: 'Data tidak valid. Mohon periksa kembali isian Anda.',
  profileServerError: 'Server sedang bermasalah. Coba lagi beberapa saat lagi.',
  profileOtherError: 'Terjadi kesalahan saat mengirim data. Coba lagi nanti.',

  positionNotFound: 'Data tidak ditemukan.',
  positionParentRequired: 'Maaf, Jabatan induk tidak boleh kosong',
  positionNameRequired: 'Maaf, Nama jabatan tidak boleh kosong',
  emailCopied: 'Email berhasil disalin!',
  logoutConfirm: 'Apakah Anda yakin ingin keluar?',
  logoutYes: 'Ya, keluar',
  logoutNo: 'Batal',

  // docs/product.md §8: the summary at the top of a form that has errors (docs/decisions/084).
  formErrorSummaryTitle: 'Ada kesalahan pada isian',
  formErrorSummaryIntro: 'Perbaiki isian berikut, lalu kirim kembali:',

  // Issue 18: the database cannot be reached, or the server is shutting down (docs/decisions/093).
  serviceUnavailable: 'Layanan sedang tidak tersedia sementara. Silakan coba lagi beberapa saat lagi.',
  serviceUnavailableTitle: 'Layanan Sedang Tidak Tersedia',
  serviceUnavailableHint:
    'Data Anda aman. Halaman ini akan berfungsi kembali setelah layanan pulih; tekan Coba Lagi untuk memuat ulang.',
  serviceUnavailableRetry: 'Coba Lagi',
  serviceUnavailableChecking: 'Memeriksa layanan…',
} as const;

/** Router errors ignored silently (docs/product.md §8). */
export const IGNORED_ROUTER_ERRORS = [
  'Redirected when going from',
  'Avoided redundant navigation',
  'Navigation cancelled',
  'Navigation duplicated',
] as const;
