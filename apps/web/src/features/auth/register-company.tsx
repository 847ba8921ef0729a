import { Register } from './components/register.tsx';

/** RegisterCompany (/registrasi/perusahaan). */
export function RegisterCompany() {
  return <Register type="company" />;
}
