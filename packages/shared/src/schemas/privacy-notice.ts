import { PRIVACY_NOTICE_TITLE } from './privacy-constants.ts';
import { DOCUMENT_ACCESS_DAYS, PRIVACY_NOTICE_VERSION } from './security-constants.ts';

/**
 * The privacy notice (Kebijakan Privasi, UU PDP 27/2022 Pasal 5 and 20–21; docs/decisions/077), written
 * once here and filled at render time with the office's configured name and contacts, so the page and
 * any other copy never disagree. A change of substance needs a new PRIVACY_NOTICE_VERSION.
 */

export interface PrivacyNoticeContext {
  /** The site's name (config `web_name`). */
  siteName: string;
  /** The office that runs the portal: the controller (config `office_name`). */
  officeName: string;
  officeAddress?: string | null;
  officePhone?: string | null;
  officeEmail?: string | null;
  officeWebsite?: string | null;
}

export interface PrivacyNoticeSection {
  /** Anchor of the section on the page (`/kebijakan-privasi#hak`). */
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface PrivacyNotice {
  version: string;
  title: string;
  intro: string;
  sections: PrivacyNoticeSection[];
}

/** How to reach the office, from whatever contacts it configured. */
function contactLines(ctx: PrivacyNoticeContext): string[] {
  return [
    ctx.officeAddress && `Alamat: ${ctx.officeAddress}`,
    ctx.officePhone && `Telepon: ${ctx.officePhone}`,
    ctx.officeEmail && `Email: ${ctx.officeEmail}`,
    ctx.officeWebsite && `Situs web: ${ctx.officeWebsite}`,
  ].filter((line): line is string => Boolean(line));
}

export function privacyNotice(ctx: PrivacyNoticeContext): PrivacyNotice {
  const office = ctx.officeName;
  const site = ctx.siteName;
  const contacts = contactLines(ctx);
  const reach =
    contacts.length > 0
      ? `hubungi ${office} (${contacts.join('; ')})`
      : `hubungi ${office} melalui kantor atau kontak resminya`;
  return {
    version: PRIVACY_NOTICE_VERSION,
    title: PRIVACY_NOTICE_TITLE,
    intro: `Pemberitahuan ini menjelaskan data pribadi apa yang dikumpulkan ${site}, untuk apa, siapa yang dapat melihatnya, berapa lama disimpan, serta hak Anda menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP) dan cara menggunakannya.`,
    sections: [
      {
        id: 'pengendali',
        title: 'Pengendali data',
        paragraphs: [
          `${site} diselenggarakan oleh ${office}, yang bertindak sebagai Pengendali Data Pribadi atas data yang Anda berikan di portal ini.`,
          contacts.length > 0
            ? 'Kontak untuk pertanyaan dan permintaan tentang data pribadi:'
            : `Pertanyaan dan permintaan tentang data pribadi dapat disampaikan langsung ke ${office}.`,
        ],
        ...(contacts.length > 0 ? { items: contacts } : {}),
      },
      {
        id: 'data',
        title: 'Data yang dikumpulkan',
        paragraphs: ['Kami hanya mengumpulkan data yang Anda isi sendiri dan data teknis yang diperlukan:'],
        items: [
          'Akun: nama, alamat email, nomor telepon, dan kata sandi (disimpan hanya sebagai hash yang tidak dapat dibalik).',
          'Pencari kerja: NIK, tempat dan tanggal lahir, jenis kelamin, agama, status perkawinan, alamat, foto, berkas KTP, CV bila Anda mengunggahnya, pendidikan, pengalaman kerja, keahlian dan sertifikat, bahasa, harapan pekerjaan dan gaji, serta keterangan disabilitas bila Anda mengisinya.',
          'Perusahaan: nama dan bidang usaha, NIB, berkas NIB dan NPWP, alamat, kontak, dan logo.',
          'Kegiatan: lamaran dan tahapannya beserta surat lamaran yang Anda tulis, undangan, acara yang diikuti, laporan AK/1, dan notifikasi.',
          'Data teknis: alamat IP untuk membatasi percobaan masuk dan mencatat persetujuan ini, serta riwayat siapa yang membuka dokumen pribadi Anda.',
        ],
      },
      {
        id: 'tujuan',
        title: 'Untuk apa data dipakai dan dasar hukumnya',
        paragraphs: [
          'Data dipakai untuk mempertemukan pencari kerja dan pemberi kerja, memverifikasi perusahaan dan lowongan, menerbitkan kartu pencari kerja (AK/1) menurut Permenaker 39/2016, mengirim pemberitahuan tentang lamaran dan akun Anda, menjaga keamanan akun, dan menyusun statistik ketenagakerjaan yang tidak menyebut nama siapa pun.',
          'Dasar pemrosesannya adalah persetujuan Anda saat mendaftar (UU PDP Pasal 20 ayat (2) huruf a) dan pelaksanaan tugas pelayanan publik di bidang ketenagakerjaan oleh Dinas (huruf e). Data tidak dijual dan tidak dipakai untuk iklan.',
        ],
      },
      {
        id: 'siapa-melihat',
        title: 'Siapa yang melihat apa',
        paragraphs: ['Setiap data hanya terlihat oleh pihak yang memerlukannya:'],
        items: [
          'Publik (tanpa masuk): lowongan, profil perusahaan terverifikasi, dan profil singkat pencari kerja yang memilih tampil di direktori (nama, foto, pendidikan, keahlian). NIK, tanggal lahir, alamat, nomor telepon, dan berkas pribadi tidak pernah ditampilkan kepada publik.',
          `Perusahaan yang lowongannya Anda lamar: profil lengkap Anda termasuk KTP, CV, sertifikat, dan surat lamaran, selama lamaran berjalan dan paling lama ${DOCUMENT_ACCESS_DAYS} hari setelah lowongan ditutup.`,
          'Perusahaan lain yang terverifikasi: profil direktori Anda bila Anda memilih tampil, untuk mengundang Anda melamar.',
          `${office}: seluruh data untuk verifikasi, AK/1, dan pengawasan. Berkas NIB dan NPWP perusahaan hanya dibuka oleh Dinas.`,
          'Setiap kali pihak lain membuka dokumen pribadi Anda, kami mencatat organisasi dan waktunya; Anda melihatnya di Profil Akun, bagian "Riwayat akses dokumen".',
        ],
      },
      {
        id: 'penyimpanan',
        title: 'Berapa lama data disimpan',
        paragraphs: [
          'Data disimpan selama akun Anda aktif. Saat Anda menghapus akun, profil, berkas, sesi, notifikasi, dan riwayat akses dokumen dihapus; lamaran disimpan tanpa identitas Anda untuk arsip perusahaan dan statistik Dinas.',
          `Akses perusahaan ke dokumen pelamar berakhir ${DOCUMENT_ACCESS_DAYS} hari setelah lowongannya ditutup. Tautan aktivasi dan ubah kata sandi berlaku singkat dan hanya sekali pakai.`,
        ],
      },
      {
        id: 'hak',
        title: 'Hak Anda (UU PDP Pasal 5–13) dan cara menggunakannya',
        paragraphs: ['Sebagai pemilik data, Anda berhak:'],
        items: [
          'Mendapat informasi tentang pemrosesan data Anda (Pasal 5): halaman ini.',
          'Melengkapi, memperbarui, dan memperbaiki data (Pasal 6): ubah di Profil Akun, Biodata, Kualifikasi, atau Profil Perusahaan.',
          'Mengakses dan memperoleh salinan data (Pasal 7): tombol "Unduh data saya (JSON)" di Profil Akun, termasuk riwayat akses dokumen.',
          'Mengakhiri pemrosesan serta menghapus data (Pasal 8): tombol "Hapus akun" di Profil Akun.',
          `Menarik kembali persetujuan (Pasal 9): hapus akun, atau ${reach}.`,
          'Mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis (Pasal 10): portal ini tidak mengambil keputusan otomatis; verifikasi dan keputusan lamaran dibuat oleh manusia.',
          `Menunda atau membatasi pemrosesan (Pasal 11): sembunyikan profil Anda dari direktori di Biodata, atau ${reach}.`,
          'Menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data (Pasal 12).',
          'Memperoleh dan memindahkan data dalam format yang umum dan dapat dibaca mesin (Pasal 13): salinan JSON di Profil Akun.',
        ],
      },
      {
        id: 'keamanan',
        title: 'Keamanan',
        paragraphs: [
          'Kata sandi disimpan sebagai hash, dokumen pribadi disimpan dengan nama acak dan hanya diberikan kepada pihak yang berhak tanpa disimpan di cache, dan setiap pembukaan dokumen oleh pihak lain dicatat. Bila terjadi kegagalan pelindungan data, Dinas memberi tahu Anda sesuai UU PDP.',
        ],
      },
      {
        id: 'perubahan',
        title: 'Perubahan kebijakan',
        paragraphs: [
          `Versi yang berlaku: ${PRIVACY_NOTICE_VERSION}. Bila isi kebijakan ini berubah, versinya berganti dan Anda diminta menyetujuinya kembali saat masuk; sampai itu, Anda tetap dapat melihat dan mengunduh data Anda, tetapi tidak dapat menyimpan profil atau melamar.`,
        ],
      },
    ],
  };
}
