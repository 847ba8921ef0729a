import { z } from 'zod';

// Zod's own messages in Indonesian, on both sides.
z.config(z.locales.id());

export * from './envelope.ts';
export * from './enums.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './schemas/index.ts';
export * from './validation/index.ts';
export * from './format/index.ts';
