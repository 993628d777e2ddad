-- Anonymous analytics (spec 000 §3, §7): a visit per path per session and the cards chosen. Visitors insert
-- their own rows and read none; the browser makes each row's id, so a retried insert never adds a second row.

-- Idempotent inserts without read rights. The usual way, INSERT ... ON CONFLICT (id) DO NOTHING (PostgREST's
-- resolution=ignore-duplicates), needs SELECT on the conflict column, and then PostgreSQL also checks the new row
-- against the SELECT policies, which visitors must not have: it is refused. Instead a plain insert of an id that
-- is already stored is skipped by this trigger (it returns no row, so nothing is written and no error is raised);
-- the caller learns nothing either way. Two truly simultaneous inserts of one id still meet the primary key.
create schema if not exists private;

create or replace function private.skip_known_id()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  known boolean;
begin
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into known using new.id;
  if known then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.skip_known_id() from public;

create table if not exists public.site_visits (
  id uuid primary key default gen_random_uuid(),
  page_path text not null check (char_length(page_path) between 1 and 512),
  session_id text not null check (session_id ~ '^[A-Za-z0-9-]{8,64}$'),
  duration integer check (duration >= 0),
  created_at timestamptz not null default now()
);

create index if not exists site_visits_session_path on public.site_visits (session_id, page_path);

create table if not exists public.card_usage (
  id uuid primary key default gen_random_uuid(),
  card_name text not null check (char_length(card_name) between 1 and 200),
  session_id text not null check (session_id ~ '^[A-Za-z0-9-]{8,64}$'),
  mode text check (char_length(mode) between 1 and 64),
  lang text check (lang in ('pt', 'en')),
  created_at timestamptz not null default now()
);

alter table public.site_visits enable row level security;
alter table public.card_usage enable row level security;

create trigger site_visits_skip_known_id before insert on public.site_visits
  for each row execute function private.skip_known_id();
create trigger card_usage_skip_known_id before insert on public.card_usage
  for each row execute function private.skip_known_id();

-- Privileges as narrow as the policies: insert only (no select, so no read back and no RETURNING).
revoke all on table public.site_visits, public.card_usage from anon, authenticated;
grant insert on table public.site_visits, public.card_usage to anon, authenticated;

-- A row may carry the time it happened on the device (queued offline), but never a time in the future.
create policy "visitors record visits" on public.site_visits
  for insert to anon, authenticated
  with check (created_at <= now() + interval '5 minutes');

create policy "visitors record card use" on public.card_usage
  for insert to anon, authenticated
  with check (created_at <= now() + interval '5 minutes');

-- Leaving a page sets the duration of the open visit for that session and path (spec 000 §7 "record leaving").
-- Visitors hold no select or update rights, and an UPDATE ... WHERE needs both, so the update runs here with the
-- owner's rights, limited to this one change: only a visit whose duration is still empty, so a repeated call
-- (a retry after a lost answer) changes nothing. Returns how many visits it ended (0 or 1 in practice).
create or replace function public.end_site_visit(p_session_id text, p_page_path text, p_duration integer)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with ended as (
    update public.site_visits
       set duration = p_duration
     where session_id = p_session_id
       and page_path = p_page_path
       and duration is null
       and p_duration >= 0
    returning 1
  )
  select count(*)::integer from ended;
$$;

revoke all on function public.end_site_visit(text, text, integer) from public;
grant execute on function public.end_site_visit(text, text, integer) to anon, authenticated;
