import {
  JOB_LOCATION_EXPECTATIONS,
  JOB_LOCATION_EXPECTATION_NAMES,
  LANGUAGES,
  MARRIAGE_STATUSES,
  RELIGIONS,
  WAGE_RANGES,
} from '@siloker/shared';

/**
 * Master lists seeded at start (docs/product.md §3, §9; sources in docs/decisions/010). Ids are stable:
 * stored profiles and vacancies refer to them, so entries are only ever appended.
 */

/** Ids 2, 3, 4 are the locked SD, SMP, SMA rows of the seeker form (docs/product.md §9). */
export const EDUCATIONS = [
  'Tidak/Belum Sekolah',
  'SD/Sederajat',
  'SMP/Sederajat',
  'SMA/SMK/Sederajat',
  'D1',
  'D2',
  'D3',
  'D4',
  'S1',
  'S2',
  'S3',
] as const;

/** docs/product.md §9 lists five; KONGHUCU is the sixth religion recognised in Indonesia (docs/decisions/011). */
export const RELIGION_NAMES = [...RELIGIONS, 'KONGHUCU'] as const;

export { MARRIAGE_STATUSES, LANGUAGES, WAGE_RANGES };

export const JOB_LOCATIONS = JOB_LOCATION_EXPECTATIONS.map((code) => ({
  code,
  name: JOB_LOCATION_EXPECTATION_NAMES[code],
}));

/** Kinds of disability of UU No. 8 Tahun 2016 tentang Penyandang Disabilitas, Pasal 4. */
export const DISABILITIES = [
  'Tidak Ada',
  'Disabilitas Fisik',
  'Disabilitas Intelektual',
  'Disabilitas Mental',
  'Disabilitas Sensorik Netra',
  'Disabilitas Sensorik Rungu',
  'Disabilitas Sensorik Wicara',
  'Disabilitas Ganda/Multi',
] as const;

export const JOB_TYPES = [
  'Penuh Waktu',
  'Paruh Waktu',
  'Kontrak',
  'Magang',
  'Harian Lepas',
  'Pekerja Lepas (Freelance)',
  'Borongan',
] as const;

/** The 21 sections (kategori A–U) of KBLI 2020, in order. */
export const BUSINESS_FIELDS = [
  'Pertanian, Kehutanan dan Perikanan',
  'Pertambangan dan Penggalian',
  'Industri Pengolahan',
  'Pengadaan Listrik, Gas, Uap/Air Panas dan Udara Dingin',
  'Treatment Air, Treatment Air Limbah, Treatment dan Pemulihan Material Sampah, dan Aktivitas Remediasi',
  'Konstruksi',
  'Perdagangan Besar dan Eceran; Reparasi dan Perawatan Mobil dan Sepeda Motor',
  'Pengangkutan dan Pergudangan',
  'Penyediaan Akomodasi dan Penyediaan Makan Minum',
  'Informasi dan Komunikasi',
  'Aktivitas Keuangan dan Asuransi',
  'Real Estat',
  'Aktivitas Profesional, Ilmiah dan Teknis',
  'Aktivitas Penyewaan dan Sewa Guna Usaha Tanpa Hak Opsi, Ketenagakerjaan, Agen Perjalanan dan Penunjang Usaha Lainnya',
  'Administrasi Pemerintahan, Pertahanan dan Jaminan Sosial Wajib',
  'Pendidikan',
  'Aktivitas Kesehatan Manusia dan Aktivitas Sosial',
  'Kesenian, Hiburan dan Rekreasi',
  'Aktivitas Jasa Lainnya',
  'Aktivitas Rumah Tangga sebagai Pemberi Kerja; Aktivitas yang Menghasilkan Barang dan Jasa oleh Rumah Tangga yang Digunakan untuk Memenuhi Kebutuhan Sendiri',
  'Aktivitas Badan Internasional dan Badan Ekstra Internasional Lainnya',
] as const;

/** Study programmes: SMA streams, SMK competences (Spektrum Keahlian SMK) and common D3/S1 programmes. */
export const MAJORS = [
  // SMA
  'IPA (Ilmu Pengetahuan Alam)',
  'IPS (Ilmu Pengetahuan Sosial)',
  'Bahasa dan Budaya',
  // SMK
  'Teknik Kendaraan Ringan Otomotif',
  'Teknik dan Bisnis Sepeda Motor',
  'Teknik Alat Berat',
  'Teknik Instalasi Tenaga Listrik',
  'Teknik Pemesinan',
  'Teknik Pengelasan',
  'Teknik Komputer dan Jaringan',
  'Rekayasa Perangkat Lunak',
  'Multimedia',
  'Desain Pemodelan dan Informasi Bangunan',
  'Teknik Geologi Pertambangan',
  'Akuntansi dan Keuangan Lembaga',
  'Otomatisasi dan Tata Kelola Perkantoran',
  'Bisnis Daring dan Pemasaran',
  'Perhotelan',
  'Tata Boga',
  'Tata Busana',
  'Tata Kecantikan Kulit dan Rambut',
  'Asisten Keperawatan',
  'Farmasi Klinis dan Komunitas',
  'Agribisnis Tanaman Pangan dan Hortikultura',
  'Agribisnis Tanaman Perkebunan',
  'Agribisnis Perikanan',
  'Nautika Kapal Niaga',
  'Teknika Kapal Niaga',
  // Diploma and bachelor programmes
  'Teknik Sipil',
  'Teknik Mesin',
  'Teknik Elektro',
  'Teknik Informatika',
  'Sistem Informasi',
  'Teknik Industri',
  'Teknik Kimia',
  'Teknik Pertambangan',
  'Teknik Perminyakan',
  'Teknik Lingkungan',
  'Arsitektur',
  'Geologi',
  'Kehutanan',
  'Agroteknologi',
  'Agribisnis',
  'Peternakan',
  'Budidaya Perairan',
  'Manajemen',
  'Akuntansi',
  'Ekonomi Pembangunan',
  'Administrasi Bisnis',
  'Administrasi Publik',
  'Ilmu Hukum',
  'Ilmu Komunikasi',
  'Ilmu Pemerintahan',
  'Hubungan Internasional',
  'Psikologi',
  'Pendidikan Guru Sekolah Dasar',
  'Pendidikan Bahasa Inggris',
  'Pendidikan Matematika',
  'Sastra Inggris',
  'Matematika',
  'Statistika',
  'Kimia',
  'Biologi',
  'Fisika',
  'Kedokteran',
  'Keperawatan',
  'Kebidanan',
  'Farmasi',
  'Kesehatan Masyarakat',
  'Gizi',
  'Teknologi Laboratorium Medis',
  'Desain Komunikasi Visual',
  'Pariwisata',
  'Perbankan Syariah',
  'Lainnya',
] as const;

/** Id 0 means "none" in a vacancy's benefits (docs/product.md §3) and is not a row. */
export const BENEFITS = [
  'BPJS Kesehatan',
  'BPJS Ketenagakerjaan',
  'Tunjangan Hari Raya (THR)',
  'Uang Makan',
  'Uang Transport',
  'Mess/Tempat Tinggal',
  'Bonus',
  'Asuransi Swasta',
  'Uang Lembur',
  'Cuti Tahunan',
  'Seragam Kerja',
  'Pelatihan dan Pengembangan Karier',
  'Antar Jemput Karyawan',
] as const;

/**
 * Positions (jabatan): level-1 groups modelled on the major groups of KBJI 2014, adapted to the
 * vacancies a city manpower office sees; level-2 positions under each (docs/decisions/012).
 * Group n has id n, its k-th position has id n*100+k, so ids stay stable across re-seeds.
 */
export const POSITION_TREE: ReadonlyArray<{ name: string; children: readonly string[] }> = [
  {
    name: 'Manajer dan Pimpinan',
    children: [
      'Direktur/Manajer Umum',
      'Manajer Keuangan',
      'Manajer Sumber Daya Manusia',
      'Manajer Penjualan dan Pemasaran',
      'Manajer Produksi',
      'Manajer Proyek',
      'Kepala Toko/Supervisor Ritel',
    ],
  },
  {
    name: 'Tenaga Kesehatan',
    children: [
      'Dokter Umum',
      'Dokter Gigi',
      'Perawat',
      'Bidan',
      'Apoteker',
      'Tenaga Teknis Kefarmasian',
      'Analis Laboratorium Medis',
      'Ahli Gizi',
    ],
  },
  {
    name: 'Tenaga Pendidikan dan Pelatihan',
    children: [
      'Guru PAUD/TK',
      'Guru SD',
      'Guru SMP/SMA/SMK',
      'Dosen',
      'Instruktur Pelatihan Kerja',
      'Tutor/Guru Les',
    ],
  },
  {
    name: 'Teknologi Informasi dan Komunikasi',
    children: [
      'Pengembang Perangkat Lunak (Programmer)',
      'Analis Sistem',
      'Administrator Jaringan',
      'Teknisi Komputer',
      'Desainer Grafis',
      'Pengelola Media Sosial',
    ],
  },
  {
    name: 'Teknik dan Konstruksi',
    children: [
      'Ahli Teknik Sipil',
      'Ahli Teknik Mesin',
      'Ahli Teknik Listrik',
      'Arsitek',
      'Drafter',
      'Juru Ukur (Surveyor)',
      'Pengawas Lapangan',
      'Ahli K3 (Keselamatan dan Kesehatan Kerja)',
    ],
  },
  {
    name: 'Pertambangan dan Energi',
    children: [
      'Ahli Geologi',
      'Pengawas Tambang',
      'Operator Tambang',
      'Juru Ledak',
      'Teknisi Pembangkit Listrik',
    ],
  },
  {
    name: 'Tenaga Tata Usaha dan Keuangan',
    children: [
      'Staf Administrasi',
      'Akuntan',
      'Staf Keuangan',
      'Kasir',
      'Sekretaris',
      'Resepsionis',
      'Staf HRD',
      'Admin Gudang',
    ],
  },
  {
    name: 'Tenaga Penjualan dan Pemasaran',
    children: [
      'Tenaga Penjualan (Sales)',
      'Pramuniaga',
      'Customer Service',
      'Telemarketing',
      'Admin Toko Daring',
      'Sales Kanvas',
    ],
  },
  {
    name: 'Tenaga Usaha Jasa dan Perhotelan',
    children: [
      'Juru Masak',
      'Pramusaji',
      'Barista',
      'Petugas Kebersihan Kamar (Room Attendant)',
      'Petugas Front Office',
      'Penata Rambut',
      'Petugas Keamanan (Satpam)',
    ],
  },
  {
    name: 'Pekerja Pertanian, Kehutanan dan Perikanan',
    children: [
      'Pekerja Kebun',
      'Mandor Perkebunan',
      'Petani Hortikultura',
      'Peternak',
      'Nelayan',
      'Pembudidaya Ikan',
    ],
  },
  {
    name: 'Pekerja Pengolahan dan Kerajinan',
    children: [
      'Tukang Las',
      'Teknisi Listrik',
      'Mekanik Otomotif',
      'Mekanik Alat Berat',
      'Teknisi AC',
      'Tukang Kayu',
      'Tukang Batu',
      'Penjahit',
    ],
  },
  {
    name: 'Operator Mesin dan Pengemudi',
    children: [
      'Operator Alat Berat',
      'Operator Produksi',
      'Operator Forklift',
      'Pengemudi Truk',
      'Pengemudi Pribadi',
      'Kurir',
      'Anak Buah Kapal (ABK)',
    ],
  },
  {
    name: 'Pekerja Umum dan Logistik',
    children: [
      'Buruh Bongkar Muat',
      'Pekerja Gudang',
      'Pengemas (Packer)',
      'Pekerja Bangunan',
      'Petugas Kebersihan (Cleaning Service)',
      'Asisten Rumah Tangga',
      'Pembantu Umum (Helper)',
    ],
  },
];
