import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/**
 * PostgREST's RPC contract on functions made for this test: argument matching, result shapes
 * (scalar, set, row, void), the error body and the SQLSTATE → HTTP status mapping, role
 * switching and read-only transactions.
 */
let s: TestServer;

const FIXTURES = [
  `create table public.rpc_items (id int primary key, label text not null)`,
  `grant select on public.rpc_items to anon, authenticated`,
  `grant all on public.rpc_items to service_role`,
  `alter table public.rpc_items enable row level security`,
  `create policy "rpc items: anyone reads" on public.rpc_items for select to anon, authenticated using (true)`,
  `insert into public.rpc_items values (1, 'een'), (2, 'twee')`,
  `create function public.rpc_echo(t text, n int default 1) returns text language sql immutable as $$ select repeat(t, n) $$`,
  `create function public.rpc_numbers(upto int) returns setof int language sql stable as $$ select generate_series(1, upto) $$`,
  `create function public.rpc_items_all() returns setof public.rpc_items language sql stable as $$ select * from public.rpc_items order by id $$`,
  `create function public.rpc_item(item_id int) returns public.rpc_items language sql stable as $$ select * from public.rpc_items where id = item_id $$`,
  `create function public.rpc_nothing() returns void language sql volatile as $$ select 1 $$`,
  `create function public.rpc_whole(jsonb) returns jsonb language sql immutable as $$ select $1 $$`,
  `create function public.rpc_uuids(ids uuid[]) returns int language sql immutable as $$ select cardinality(ids) $$`,
  `create function public.rpc_claims() returns jsonb language sql stable as $$
     select jsonb_build_object('user', current_user, 'uid', auth.uid(), 'role', auth.role(),
       'method', current_setting('request.method', true)) $$`,
  `create function public.rpc_fail(kind text) returns int language plpgsql volatile as $$
   begin
     if kind = 'plain' then raise exception 'I refuse!' using detail = 'some detail', hint = 'a hint'; end if;
     if kind = 'payment' then raise exception 'Payment Required' using errcode = 'PT402'; end if;
     if kind = 'duplicate' then insert into public.rpc_items values (1, 'dup'); end if;
     if kind = 'denied' then raise exception 'not allowed' using errcode = '42501'; end if;
     return 0;
   end $$`,
  `create function public.rpc_insert_item() returns int language sql volatile as $$
     insert into public.rpc_items values (99, 'x') returning id $$`,
  // Declared STABLE but writing through a volatile helper: PostgREST runs it read-only.
  `create function public.rpc_sneaky_write() returns int language sql stable as $$
     select public.rpc_insert_item() $$`,
];

beforeAll(async () => {
  s = await startTestServer();
  for (const sql of FIXTURES) await s.server.db.query(sql);
});
afterAll(async () => {
  await s?.close();
});

describe('rpc results', () => {
  it('passes named arguments and returns a scalar as JSON', async () => {
    const { data, error, status } = await s.client().rpc('rpc_echo', { t: 'ab', n: 3 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('ababab');
  });

  it('lets arguments with defaults be left out', async () => {
    const { data } = await s.client().rpc('rpc_echo', { t: 'x' });
    expect(data).toBe('x');
  });

  it('returns a set as an array and a row as an object', async () => {
    expect((await s.client().rpc('rpc_numbers', { upto: 3 })).data).toEqual([1, 2, 3]);
    expect((await s.client().rpc('rpc_numbers', { upto: 0 })).data).toEqual([]);
    expect((await s.client().rpc('rpc_items_all')).data).toEqual([
      { id: 1, label: 'een' },
      { id: 2, label: 'twee' },
    ]);
    expect((await s.client().rpc('rpc_item', { item_id: 2 })).data).toEqual({
      id: 2,
      label: 'twee',
    });
  });

  it('answers a void function with 204 and no body', async () => {
    const { data, error, status } = await s.client().rpc('rpc_nothing');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  it('gives a single unnamed jsonb parameter the whole body', async () => {
    const { data } = await s.client().rpc('rpc_whole', { any: ['thing', 1] });
    expect(data).toEqual({ any: ['thing', 1] });
  });

  it('converts JSON arrays to Postgres arrays', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    expect((await s.client().rpc('rpc_uuids', { ids })).data).toBe(2);
  });

  it('supports GET calls and .single()', async () => {
    const get = await s.client().rpc('rpc_echo', { t: 'q' }, { get: true });
    expect(get.data).toBe('q');
    const single = await s.client().rpc('rpc_items_all').limit(1).single();
    expect(single.error?.code).toBe('PGRST116');
    expect(single.status).toBe(406);
  });
});

describe('rpc roles and claims', () => {
  it('runs as anon without a user, and as authenticated with the caller claims', async () => {
    const anon = await s.client().rpc('rpc_claims');
    expect(anon.data).toEqual({ user: 'anon', uid: null, role: 'anon', method: 'POST' });

    const email = uniqueEmail();
    const { data: created } = await s
      .admin()
      .auth.admin.createUser({ email, password: 'secret1', email_confirm: true });
    const user = s.client();
    await user.auth.signInWithPassword({ email, password: 'secret1' });
    const mine = await user.rpc('rpc_claims');
    expect(mine.data).toEqual({
      user: 'authenticated',
      uid: created.user?.id,
      role: 'authenticated',
      method: 'POST',
    });

    const service = await s.admin().rpc('rpc_claims');
    expect(service.data).toMatchObject({ user: 'service_role', role: 'service_role' });
  });
});

describe('rpc errors', () => {
  it('reports an unknown function or unknown arguments as PGRST202 (404)', async () => {
    const missing = await s.client().rpc('rpc_does_not_exist');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
    const extra = await s.client().rpc('rpc_echo', { t: 'x', nope: 1 });
    expect(extra.status).toBe(404);
    expect(extra.error?.message).toBe(
      'Could not find the function public.rpc_echo(nope, t) in the schema cache',
    );
  });

  it('maps Postgres errors to PostgREST statuses with code, message, details and hint', async () => {
    const plain = await s.client().rpc('rpc_fail', { kind: 'plain' });
    expect(plain.status).toBe(400);
    expect(plain.error).toMatchObject({
      code: 'P0001',
      message: 'I refuse!',
      details: 'some detail',
      hint: 'a hint',
    });

    const payment = await s.client().rpc('rpc_fail', { kind: 'payment' });
    expect(payment.status).toBe(402);
    expect(payment.error?.message).toBe('Payment Required');

    const duplicate = await s.admin().rpc('rpc_fail', { kind: 'duplicate' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');

    const denied = await s.client().rpc('rpc_fail', { kind: 'denied' });
    expect(denied.status).toBe(401);
    const badInput = await s.client().rpc('rpc_numbers', { upto: 'many' });
    expect(badInput.status).toBe(400);
    expect(badInput.error?.code).toBe('22P02');
  });

  it('gives 403 instead of 401 for insufficient privilege when signed in', async () => {
    const email = uniqueEmail();
    await s.admin().auth.admin.createUser({ email, password: 'secret1', email_confirm: true });
    const user = s.client();
    await user.auth.signInWithPassword({ email, password: 'secret1' });
    const denied = await user.rpc('rpc_fail', { kind: 'denied' });
    expect(denied.status).toBe(403);
    expect(denied.error?.code).toBe('42501');
  });

  it('runs STABLE functions read-only: a write inside one is refused with 405', async () => {
    const write = await s.admin().rpc('rpc_sneaky_write');
    expect(write.status).toBe(405);
    expect(write.error?.code).toBe('25006');
    const { rows } = await s.server.db.query('select 1 from public.rpc_items where id = 99');
    expect(rows).toHaveLength(0);
  });

  it('rolls back everything a failing call did', async () => {
    await s.admin().rpc('rpc_fail', { kind: 'duplicate' });
    const { rows } = await s.server.db.query<{ label: string }>(
      'select label from public.rpc_items where id = 1',
    );
    expect(rows[0]?.label).toBe('een');
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await fetch(`${s.url}/rest/v1/rpc/rpc_echo`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST102');
  });
});

describe('table reads', () => {
  it('selects columns with filters and order under the caller role', async () => {
    const { data, error } = await s
      .client()
      .from('rpc_items')
      .select('label')
      .gt('id', 1)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'twee' }]);
    const missing = await s.client().from('no_such_table').select();
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
  });
});
