import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { Modal } from './modal.tsx';
import { paths } from '../config/paths.ts';
import './registration-modal.css';

export const RegistrationModalContext = createContext<() => void>(() => {});

/** Opens the 'Jenis Pendaftaran' modal from any screen. */
export function useOpenRegistration(): () => void {
  return useContext(RegistrationModalContext);
}

/** 'Jenis Pendaftaran': Pencari Kerja or Perusahaan (docs/product.md §2). */
export function RegistrationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Jenis Pendaftaran" size="md">
      <p className="muted">Pilih jenis akun yang ingin Anda daftarkan.</p>
      <div className="choice-grid">
        <Link to={paths.registerSeeker.path} className="choice-card" onClick={onClose}>
          <span className="choice-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
            </svg>
          </span>
          <span className="choice-title">Pencari Kerja</span>
          <span className="choice-text">Buat profil, lamar lowongan, dan ikuti acara.</span>
        </Link>
        <Link to={paths.registerCompany.path} className="choice-card" onClick={onClose}>
          <span className="choice-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="4" y="3" width="16" height="18" rx="1" />
              <path d="M9 7h2M13 7h2M9 11h2M13 11h2M10 21v-4h4v4" />
            </svg>
          </span>
          <span className="choice-title">Perusahaan</span>
          <span className="choice-text">Pasang lowongan dan kelola pelamar.</span>
        </Link>
      </div>
    </Modal>
  );
}
