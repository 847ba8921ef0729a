import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { clearPrivateStorage } from '../../lib/private-storage.ts';
import { removePrivateQueries } from '../../lib/react-query.ts';
import { logout } from './api.ts';

/**
 * Keluar of docs/product.md §2: asks 'Apakah Anda yakin ingin keluar?', then signs out. The label reads
 * 'Proses...' while the question is open and 'Keluar...' while signing out. Afterwards the user lands on
 * the landing page, or on Login when the server answered unauthorized.
 */
export function useLogout() {
  const [phase, setPhase] = useState<'idle' | 'confirming' | 'working'>('idle');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function run() {
    if (phase !== 'idle') return;
    setPhase('confirming');
    const yes = await feedback.confirm({
      title: 'Keluar',
      message: MESSAGES.logoutConfirm,
      confirmText: MESSAGES.logoutYes,
      cancelText: MESSAGES.logoutNo,
    });
    if (!yes) {
      setPhase('idle');
      return;
    }
    setPhase('working');
    const result = await logout();
    // The provider's session listener does this too; said here so logout never depends on it.
    removePrivateQueries(queryClient);
    clearPrivateStorage();
    setPhase('idle');
    await navigate(result === 'unauthorized' ? paths.login.path : paths.home.path);
  }

  const label = phase === 'confirming' ? 'Proses...' : phase === 'working' ? 'Keluar...' : 'Keluar';
  return { run, label, busy: phase !== 'idle' };
}
