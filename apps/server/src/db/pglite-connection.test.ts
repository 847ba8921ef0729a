import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

/** The embedded engine through node-postgres (pglite-connection.ts), on an in-memory PGlite. */
describe('PGlite through node-postgres', () => {
  let database: Database;

  // A cold PGlite (WASM compile and initdb) takes seconds, far more on a loaded machine.
  beforeAll(async () => {
    database = await openDatabase({});
    await database.query('create table items (id int primary key, name text not null)');
    await database.query(`insert into items values (1, 'satu'), (2, 'dua'), (3, 'tiga')`);
  }, 120_000);
  afterAll(() => database?.close());

  const statementsPrepared = async () =>
    (await database.query('select name from pg_prepared_statements')).rows.map((r) => r.name);

  it('parses a named statement once and runs it with each value, Drizzle type parsers and all', async () => {
    const byId = database.db
      .execute(sql`select name from items where id = ${sql.placeholder('id')}`)
      .getQuery();
    expect(byId.sql).toContain('$1');
    const query = (database.db as unknown as { $client: unknown }).$client as {
      query(cfg: object, values: unknown[]): Promise<{ rows: { name: string }[] }>;
    };
    // What Drizzle's node-postgres driver sends for a prepared read: a name, and a type-parser object.
    const config = { name: 's_items_by_id', text: byId.sql, types: { getTypeParser: () => String } };
    expect((await query.query(config, [1])).rows).toEqual([{ name: 'satu' }]);
    expect((await query.query(config, [3])).rows).toEqual([{ name: 'tiga' }]);
    expect(await statementsPrepared()).toEqual(['s_items_by_id']);
  });

  it('answers a failing statement in a batch with its error, and the session goes on', async () => {
    await expect(database.query('select name from items where id = $1', ['bukan angka'])).rejects.toThrow(
      /invalid input syntax for type integer/,
    );
    await expect(database.query('insert into items values (1, $1)', ['lagi'])).rejects.toThrow(
      /duplicate key/,
    );
    expect((await database.query('select count(*)::int as n from items')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps a transaction to itself and rolls it back on error', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items values (4, 'empat')`);
        await tx.execute(sql`insert into items values (4, 'empat lagi')`);
      }),
    ).rejects.toThrow();
    expect((await database.query('select count(*)::int as n from items')).rows).toEqual([{ n: 3 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (4, 'empat')`);
    });
    expect((await database.query('select name from items where id = 4')).rows).toEqual([{ name: 'empat' }]);
  });
});
