import type { FastifyReply } from 'fastify';
import type { Envelope } from '@siloker/shared';

/** A success envelope. Handlers return `ok(data)` (or `ok(data, message)`). */
export function ok<T>(data: T, message = 'Berhasil'): Envelope<T> {
  return { status: 'success', message, data };
}

/** 201 Created with a success envelope. */
export function created<T>(reply: FastifyReply, data: T, message = 'Berhasil disimpan'): Envelope<T> {
  reply.code(201);
  return ok(data, message);
}
