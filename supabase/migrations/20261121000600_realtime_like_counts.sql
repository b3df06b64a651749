-- Realtime like counts (DESIGN §5.2: used when the server offers it, never required).
--
-- Hosted Supabase streams postgres_changes only for tables in the publication
-- `supabase_realtime`, which the platform creates (empty) in every project. Without this the
-- client's channel joins fine and then never hears a change. Only the counts are published:
-- they are public (RLS "like counts: anyone reads"); who liked what stays out of the stream.
--
-- Plain PostgreSQL and the local server (PGlite) have no such publication and no realtime, so
-- there this is a no-op. A publication declared FOR ALL TABLES (some self-hosted setups)
-- already carries the table and refuses ALTER ... ADD TABLE, so it is left alone too.
do $$
begin
  if exists (
    select 1 from pg_catalog.pg_publication
    where pubname = 'supabase_realtime' and not puballtables
  ) and not exists (
    select 1 from pg_catalog.pg_publication_tables
    where pubname = 'supabase_realtime'
      and schemaname = 'public'
      and tablename = 'location_like_counts'
  ) then
    alter publication supabase_realtime add table public.location_like_counts;
  end if;
end $$;
