import { Register } from './components/register.tsx';

/** RegisterJobSeeker (/registrasi/pencari-kerja). */
export function RegisterJobSeeker() {
  return <Register type="seeker" />;
}
