-- Routegids catalogue, likes, access and logs (DESIGN.md §4.1).
-- Grants are explicit: nothing is auto-granted to anon/authenticated (Supabase stopped doing it
-- for new tables), and every table has Row Level Security (policies in a later migration).

create schema if not exists private;
revoke all on schema private from public;
-- Policies call helpers in `private`, and policies run as the querying role.
grant usage on schema private to anon, authenticated, service_role;

-- One global, monotonically increasing sequence orders every change the sync engine ships.
create sequence if not exists private.change_seq as bigint;
revoke all on sequence private.change_seq from public;

create table public.routes (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  name_en text,
  description text,
  description_en text,
  color text,
  published boolean not null default false,
  daypass boolean not null default false,
  is_trial boolean not null default false,
  is_book boolean not null default false,
  is_builtin boolean not null default false,
  -- Maintained by trigger from the ordered stops (private.refresh_route_metrics).
  distance_m integer not null default 0,
  stop_count integer not null default 0,
  path jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  change_seq bigint not null default 0
);
create index routes_change_seq_idx on public.routes (change_seq);

create table public.locations (
  id uuid primary key default gen_random_uuid(),
  slug text,
  webflow_item_id text unique,
  webflow_collection_id text,
  created_on timestamptz,
  updated_on timestamptz,
  published_on timestamptz,
  video_url text,
  slider_images text[] not null default '{}',
  hero_image text,
  spotify_url text,
  maps_link text,
  intro text,
  article_nl text,
  article_en text,
  title_nl text,
  title_en text,
  article_title text,
  publication_url text,
  content_type text,
  category text,
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  author text,
  image_credit text,
  audio_url text,
  change_seq bigint not null default 0
);
create index locations_change_seq_idx on public.locations (change_seq);

create table public.route_locations (
  id uuid primary key default gen_random_uuid(),
  route_id uuid not null references public.routes (id) on delete cascade,
  location_id uuid not null references public.locations (id) on delete cascade,
  "order" integer,
  video_url text,
  created_at timestamptz not null default now(),
  change_seq bigint not null default 0
);
create index route_locations_route_idx on public.route_locations (route_id);
create index route_locations_location_idx on public.route_locations (location_id);
create index route_locations_change_seq_idx on public.route_locations (change_seq);

create table public.location_likes (
  location_id uuid not null references public.locations (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  liked boolean not null default true,
  updated_at timestamptz not null default now(),
  -- Lets sync_pull send a user only the likes that changed since their cursor.
  change_seq bigint not null default 0,
  primary key (location_id, user_id)
);
create index location_likes_user_idx on public.location_likes (user_id, change_seq);

create table public.location_like_counts (
  location_id uuid primary key references public.locations (id) on delete cascade,
  likes integer not null default 0 check (likes >= 0),
  change_seq bigint not null default 0
);
create index location_like_counts_change_seq_idx on public.location_like_counts (change_seq);

create table public.day_passes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  active boolean not null default true,
  -- epoch milliseconds, as the client's access record stores it
  expiry_time bigint not null,
  checkout_session_id text not null unique,
  created_at timestamptz not null default now()
);
create index day_passes_user_idx on public.day_passes (user_id, active);

create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text,
  customer_id text,
  subscription_id text,
  status text,
  current_period_end timestamptz,
  checked_at timestamptz not null default now()
);

create table public.visit_logs (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete set null,
  pathname text not null default '',
  route_id uuid,
  location_id uuid,
  location_index integer,
  completed boolean not null default false,
  user_agent text,
  screen_width integer,
  screen_height integer,
  viewport_width integer,
  viewport_height integer,
  language text,
  platform text,
  timezone text,
  referrer text,
  touch_support boolean,
  cookie_enabled boolean,
  session_id text,
  "timestamp" timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index visit_logs_user_idx on public.visit_logs (user_id);

create table public.qr_scans (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete set null,
  pathname text,
  user_agent text,
  referrer text,
  created_at timestamptz not null default now()
);

-- Deleted and unpublished rows, so incremental pulls can tell clients to drop them.
create table public.sync_tombstones (
  table_name text not null check (table_name in ('routes', 'route_locations', 'locations')),
  row_id uuid not null,
  -- for route_locations: the stop's location, whose visibility may go with it
  location_id uuid,
  change_seq bigint not null,
  removed_at timestamptz not null default now(),
  primary key (table_name, row_id)
);
create index sync_tombstones_change_seq_idx on public.sync_tombstones (change_seq);

-- push_ops idempotency: an op id is applied once; a replay answers with the first result.
create table private.applied_ops (
  id uuid primary key,
  kind text not null,
  user_id uuid,
  result jsonb not null,
  applied_at timestamptz not null default now()
);

-- Payment webhook events already handled (replay-safe fulfilment).
create table private.processed_events (
  event_id text primary key,
  kind text not null,
  ref text,
  processed_at timestamptz not null default now()
);

alter table public.routes enable row level security;
alter table public.locations enable row level security;
alter table public.route_locations enable row level security;
alter table public.location_likes enable row level security;
alter table public.location_like_counts enable row level security;
alter table public.day_passes enable row level security;
alter table public.subscriptions enable row level security;
alter table public.visit_logs enable row level security;
alter table public.qr_scans enable row level security;
alter table public.sync_tombstones enable row level security;
alter table private.applied_ops enable row level security;
alter table private.processed_events enable row level security;

-- Start from nothing (older Supabase projects auto-grant), then grant exactly what is needed.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all tables in schema private from public, anon, authenticated, service_role;

grant select on public.routes, public.route_locations, public.locations,
  public.location_like_counts, public.sync_tombstones to anon, authenticated;
grant select, delete on public.location_likes to authenticated;
-- Column grants: a like can be set and flipped, never moved to another location or user.
grant insert (location_id, user_id, liked) on public.location_likes to authenticated;
grant update (liked, updated_at) on public.location_likes to authenticated;
grant select on public.day_passes, public.subscriptions to authenticated;
-- visit_logs and qr_scans: no client grants at all; written only through push_ops.

grant all on all tables in schema public to service_role;
