import { EventEmitter } from 'node:events';
import { protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * node-postgres's connection, spoken to an embedded PGlite instead of a socket (docs/decisions/006).
 *
 * Based on PGlite's own adapter (`@electric-sql/pglite/node-postgres`), with two differences:
 * - **Batched.** A socket coalesces what a client writes. Here each call into PGlite is a call into
 *   WebAssembly, followed by a file-system sync. So the messages of an extended query (parse, bind,
 *   describe, execute) wait for its sync or flush and go in one call. PGlite runs every message of a
 *   buffer in order, the way a server reads a socket. A prepared read then costs one call, not four.
 * - **Parameter types.** pg hands its type-parser object to `parse()` as `types`. PGlite's serializer
 *   wants an array of parameter type OIDs and throws on anything else, so only an array is passed
 *   on, which is all pg's own serializer reads there.
 *
 * PGlite is one session, so the pool over this connection has one client (db/client.ts).
 */
export class PgliteConnection extends EventEmitter {
  // Checked by pg's Client.end(), which skips connection.end() without it.
  _connecting = false;
  // pg's Client.end() destroys the stream when a query is still active.
  readonly stream = { destroy: () => this.end() };
  // pg records here which named statements this session has parsed.
  parsedStatements = {};
  submittedNamedStatements = {};

  readonly #pglite: PGlite;
  #queue: Promise<void>;
  #batch: Uint8Array[] = [];

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
  }

  /** Adds a message to the batch; `send` runs the batch. */
  #add(message: Uint8Array) {
    this.#batch.push(message);
  }

  #send(last?: Uint8Array) {
    if (last) this.#batch.push(last);
    const parts = this.#batch;
    this.#batch = [];
    const buffer = parts.length === 1 ? parts[0]! : concat(parts);
    this.#queue = this.#queue
      .then(() => this.#pglite.execProtocolStream(buffer, { throwOnError: false }))
      .then((messages) => {
        for (const m of messages) this.emit(m.name === 'error' ? 'errorMessage' : m.name, m);
      })
      .catch((err: unknown) => {
        this.emit('error', err);
      });
  }

  async connect(_port: number, _host: string) {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // No socket, no authentication: the session exists as soon as PGlite is ready.
  requestSsl() {}
  startup(_config: unknown) {}
  cancel(_processID: unknown, _secretKey: unknown) {}
  password(_password: string) {}
  ref() {}
  unref() {}

  query(text: string) {
    this.#send(serialize.query(text));
  }

  parse(query: { text: string; name?: string; types?: unknown }) {
    const types = Array.isArray(query.types) ? (query.types as number[]) : undefined;
    this.#add(serialize.parse({ ...query, types }));
  }

  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.#add(serialize.bind(config));
  }

  describe(msg: Parameters<typeof serialize.describe>[0]) {
    this.#add(serialize.describe(msg));
  }

  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.#add(serialize.execute(config));
  }

  close(msg: Parameters<typeof serialize.close>[0]) {
    this.#add(serialize.close(msg));
  }

  flush() {
    this.#send(serialize.flush());
  }

  sync() {
    this.#send(serialize.sync());
  }

  sendCopyFromChunk(chunk: Parameters<typeof serialize.copyData>[0]) {
    this.#send(serialize.copyData(chunk));
  }

  endCopyFrom() {
    this.#send(serialize.copyDone());
  }

  sendCopyFail(msg: string) {
    this.#send(serialize.copyFail(msg));
  }

  sendSASLInitialResponseMessage(mechanism: string, initialResponse: string) {
    this.#send(serialize.sendSASLInitialResponseMessage(mechanism, initialResponse));
  }

  sendSCRAMClientFinalMessage(additionalData: string) {
    this.#send(serialize.sendSCRAMClientFinalMessage(additionalData));
  }

  end() {
    // Like a socket closing: pg waits for 'end'. The PGlite instance stays open; its owner closes it.
    this.#queue = this.#queue.then(() => {
      this.emit('end');
    });
    // The pool reuses this connection for its next client: the ended client's listeners must not
    // receive that client's messages.
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
  }
}

const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);
