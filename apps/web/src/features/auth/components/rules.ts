/** The §5 rule strings of the account forms, with the same limits as the server schemas. */
import {
  AUTH_LABELS,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@siloker/shared/schemas/auth-constants';

export const EMAIL_FIELD = { label: AUTH_LABELS.email, rules: `required|email|max:${EMAIL_MAX_LENGTH}` };

/** An existing password is only checked, never measured: any length the server accepts. */
export const currentPasswordField = (label: string) => ({ label, rules: 'required|max:1024' });

export const NEW_PASSWORD_FIELDS = {
  password: {
    label: AUTH_LABELS.password,
    rules: `required|min:${PASSWORD_MIN_LENGTH}|max:${PASSWORD_MAX_LENGTH}`,
  },
  password_confirmation: { label: AUTH_LABELS.password_confirmation, rules: 'required|confirmed:password' },
};

export const NEW_PASSWORD_HINT = `Minimal ${PASSWORD_MIN_LENGTH} karakter. Hindari kata sandi yang mudah ditebak.`;
